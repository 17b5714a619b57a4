"""Line 3 puzzles (a test-only game: one, written by hand; see docs/puzzles.md)."""

PUZZLES = (
    {'id': 'line3-w1-001', 'players': 2, 'seed': None, 'switches': [], 'position': 'xx./oo./... x',
     'to_move': 0, 'kind': 'win-in-1', 'difficulty': 'easy', 'answer': 'C1', 'accept': ['C1'],
     'reply': None, 'moves': ['A1', 'A2', 'B1', 'B2']},
)
