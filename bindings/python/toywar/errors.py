"""The library's status codes as Python exceptions.

Every failing call raises a subclass of :class:`ToywarError` that carries
the status code, its name (``tw_status_string``) and the library's detailed
message (``tw_game_error``).
"""

OK = 0
E_ARG = -1
E_ILLEGAL = -2
E_PARSE = -3
E_PARAM = -4
E_NOMEM = -5
E_STATE = -6
E_RNG = -7


class ToywarError(Exception):
    """A call into libtoywar failed.

    Attributes: ``status`` (the negative ``tw_status``), ``status_name``
    (its name, e.g. ``"illegal move"``) and ``message`` (the library's
    detailed message, which may be empty).
    """

    def __init__(self, status, status_name, message):
        self.status = status
        self.status_name = status_name
        self.message = message
        text = status_name + (": " + message if message else "")
        super().__init__(text)


class ArgumentError(ToywarError):
    """TW_E_ARG: a NULL or out-of-range argument."""


class IllegalMoveError(ToywarError):
    """TW_E_ILLEGAL: the move is not legal here; the state is unchanged."""


class ParseError(ToywarError):
    """TW_E_PARSE: malformed text (a move, a position, a replay)."""


class ParamError(ToywarError):
    """TW_E_PARAM: an unknown or bad game param; the message names the key."""


class OutOfMemoryError(ToywarError):
    """TW_E_NOMEM: an allocation failed; the state is unchanged."""


class StateError(ToywarError):
    """TW_E_STATE: not possible now (undo at the start, roll at a decision)."""


class RngError(ToywarError):
    """TW_E_RNG: the random number generator returned a value out of range."""


_BY_STATUS = {
    E_ARG: ArgumentError,
    E_ILLEGAL: IllegalMoveError,
    E_PARSE: ParseError,
    E_PARAM: ParamError,
    E_NOMEM: OutOfMemoryError,
    E_STATE: StateError,
    E_RNG: RngError,
}


def error_for(status, status_name, message):
    """The exception for a negative status."""
    return _BY_STATUS.get(status, ToywarError)(status, status_name, message)
