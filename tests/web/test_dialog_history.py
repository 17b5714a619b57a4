"""The history steps of the page's dialogs (``web.dialog_history.DialogEntry``, CPython).

A dialog opened pushes one entry; Back to the entry under it closes the dialog and keeps the
page; a dialog closed by its buttons goes back over its entry, whose ``popstate`` keeps the
page too; a page opened from a dialog takes the dialog's entry. Anything else is the routes'.
"""

from __future__ import annotations

from tests import fake_dom

fake_dom.install()  # before any module of web/ binds the browser's names

from web.dialog_history import DialogEntry, Entry  # noqa: E402


def opened() -> DialogEntry:
    model = DialogEntry()
    assert model.opened() is True  # one entry pushed
    return model


def test_a_dialog_opened_pushes_one_entry_and_a_second_over_it_none() -> None:
    model = opened()
    assert model.opened() is False
    assert model.closed(another_open=True) is False  # the first is still open on the entry
    assert model.entry is Entry.OPEN


def test_back_with_a_dialog_open_closes_it_and_keeps_the_page() -> None:
    model = opened()
    assert model.popped(on_base=True) == (True, True, False)
    assert model.closed(another_open=False) is False  # closed by Back: no second step back
    assert model.entry is Entry.IDLE


def test_back_past_the_dialogs_entry_closes_it_and_opens_the_entry_landed_on() -> None:
    model = opened()
    assert model.popped(on_base=False) == (False, True, False)
    assert model.popped(on_base=False) == (False, False, False)  # the next Back: the routes'


def test_a_dialog_closed_by_its_button_goes_back_over_its_entry_once() -> None:
    model = opened()
    assert model.closed(another_open=False) is True
    assert model.popped(on_base=True) == (True, False, False)  # that step keeps the page
    assert model.popped(on_base=False) == (False, False, False)  # a later Back: the routes'


def test_a_dialog_opened_before_the_step_back_landed_gets_an_entry_when_it_has() -> None:
    model = opened()
    assert model.closed(another_open=False) is True
    assert model.opened() is False  # not pushed while the step back is on its way
    assert model.popped(on_base=True) == (True, False, True)  # pushed now
    assert model.entry is Entry.OPEN
    assert model.closed(another_open=False) is True


def test_a_dialog_opened_and_closed_before_the_step_back_landed_leaves_nothing() -> None:
    model = opened()
    assert model.closed(another_open=False) is True
    assert model.opened() is False
    assert model.closed(another_open=False) is False
    assert model.popped(on_base=True) == (True, False, False)
    assert model.entry is Entry.IDLE


def test_a_page_opened_from_a_dialog_takes_its_entry() -> None:
    model = opened()
    assert model.navigating() is True  # replace the dialog's entry
    assert model.closed(another_open=False) is False  # the entry is the new page's now
    assert model.navigating() is False  # the next page gets an entry of its own


def test_with_no_dialog_every_step_is_the_routes() -> None:
    model = DialogEntry()
    assert model.popped(on_base=True) == (False, False, False)
    assert model.closed(another_open=False) is False
    assert model.navigating() is False
