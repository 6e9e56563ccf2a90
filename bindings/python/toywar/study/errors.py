# SPDX-License-Identifier: MIT
"""The study runner's errors."""


class StudyError(Exception):
    """A study cannot run: a missing library, a failed game, a results file
    that belongs to another study. The message says what and where."""


class StudyFileError(StudyError):
    """The study file is not a valid study: the message names the file, the
    key (``games[1].params.map``) and what is wrong with it."""
