"""Every error the rules engine raises is declared in one module, games.errors."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import games
from games import errors, untrusted
from games.errors import BadInput, BadOption, GameError, InputError, UnknownLevel


def _modules_of_games() -> list[str]:
    return [info.name for info in pkgutil.walk_packages(games.__path__, "games.")
            if not info.name.endswith("__main__")]


def test_no_module_of_games_declares_an_error_class_outside_errors() -> None:
    declared_elsewhere = []
    for name in _modules_of_games():
        module = importlib.import_module(name)
        for value in vars(module).values():
            if (inspect.isclass(value) and issubclass(value, BaseException)
                    and value.__module__ == name and name != "games.errors"):
                declared_elsewhere.append(f"{name}.{value.__name__}")
    assert declared_elsewhere == []


def test_every_error_of_games_is_a_game_error_so_one_except_catches_bad_input() -> None:
    for value in vars(errors).values():
        if inspect.isclass(value) and issubclass(value, BaseException):
            assert issubclass(value, GameError) and issubclass(value, ValueError), value
    assert issubclass(UnknownLevel, BadOption)
    assert issubclass(InputError, GameError)


def test_the_limits_module_names_the_same_bad_input_class() -> None:
    assert untrusted.BadInput is BadInput
    err = BadInput("too_long", "--moves: too long", limit=3)
    assert (str(err), err.code, err.fields) == ("--moves: too long", "too_long", {"limit": 3})
