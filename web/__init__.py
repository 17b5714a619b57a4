"""The browser side: turns game states into SVG and taps into move tokens.

No game rule lives here: every decision about what is legal comes from
``games``; this package only groups legal move tokens for the taps that
choose them and draws what the state says.
"""
