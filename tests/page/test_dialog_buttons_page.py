"""Every dialog's buttons keep their words whole, down to an embed's phone column.

A dialog is at most 92 % of the window wide: in a frame of a 358 px article column, three
Japanese buttons on one row were squeezed until their labels broke a character or two a line
(「残 / す」). The row wraps instead: a button that does not fit goes to the next line whole.
Each dialog of the page is opened as it is, in both languages, at a phone column's width and
at a tablet's.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import open_at

pytestmark = [pytest.mark.browser, pytest.mark.shares_page]
"""The tests ask for ``page`` and share one started page (``conftest.page``)."""

BROKEN_LABELS = """() => {
  const broken = [];
  for (const dialog of document.querySelectorAll('dialog')) {
    dialog.showModal();
    for (const button of dialog.querySelectorAll('.dialog-buttons button')) {
      if (!button.checkVisibility() || !button.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(button);
      const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
      const r = button.getBoundingClientRect(), d = dialog.getBoundingClientRect();
      if (lines.size > 1) broken.push(`${dialog.id}: "${button.textContent.trim()}" on ${lines.size} lines`);
      if (r.right > d.right + 1 || r.left < d.left - 1) broken.push(`${dialog.id}: "${button.textContent.trim()}" sticks out`);
    }
    dialog.close();
  }
  return broken;
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(358, 640), (768, 1024)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_dialog_button_breaks_its_label(page: Any, lang: str, size: tuple[int, int]) -> None:
    open_at(page, size, f"?game=siam&lang={lang}&moves=%2BB1S%20%2BE1W")
    assert page.evaluate("document.querySelectorAll('dialog .dialog-buttons button').length") >= 10
    assert page.evaluate(BROKEN_LABELS) == []
