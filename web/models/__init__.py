"""Tap models: what each tap on a board offers and the move it makes, with no DOM.

One module per game (``web.models.siam`` …). A model is made for one state
(``TapModel.of``) and asked with a selection (the game's frozen ``Selection``,
kept in the page's ``BoardState``) and a tap described as a ``Hit`` value (the
``data-*`` name and value of the tapped element, as ``web.dom.closest_data``
reads them); it answers with a move taken from ``state.legal_moves()`` or with
the selection after the tap. It never writes or parses move notation and never works out whose
turn it is: both come from the engine. Models run and are tested in CPython
(``tests/web/test_tap_*.py``); the views (``web.views``) draw what they say.
``web.models.annotating`` is the same kind of model for an author's comment and marks
on the shown position (the Annotate panel, ``web.annotate_ui``).
"""
