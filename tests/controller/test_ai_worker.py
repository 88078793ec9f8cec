"""The decision process's reader thread when the worker it answers to has been deleted."""

from __future__ import annotations

import shiboken6

from hearts_qt.controller.ai_worker import _DecisionProcess, _Relay


def test_an_answer_for_a_deleted_worker_ends_the_reader_quietly(qapp):
    reader = _DecisionProcess.__new__(_DecisionProcess)  # the reader's relaying only; no child process
    reader._relay = _Relay()
    assert reader._relay_answer(1, "tag", "answer")
    shiboken6.delete(reader._relay)
    assert not reader._relay_answer(1, "tag", "answer")  # before: RuntimeError in the reader thread
