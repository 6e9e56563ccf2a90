/* SPDX-License-Identifier: MIT */
/*
 * line.h: the lines the interactive commands read (the `play` prompt, the
 * `replay` commands), whole whatever their length, and Ctrl-C.
 *
 * With libedit (TOYWAR_LINE_EDITING, detected at build time) and a
 * terminal on stdin and stdout, the prompt has line editing and history;
 * otherwise the line is read with getline(), so a script drives the
 * commands the same way. A first SIGINT sets a flag and interrupts the
 * read (the command then saves what it must and exits with
 * CLI_INTERRUPTED); a second one kills the process as usual.
 */
#ifndef TOYWAR_TOOLS_LINE_H
#define TOYWAR_TOOLS_LINE_H

#include <stddef.h>

typedef enum line_status {
    LINE_OK = 0,          /* *line holds the line, trimmed, without its newline */
    LINE_EOF = 1,         /* end of input (Ctrl-D) */
    LINE_INTERRUPTED = 2, /* SIGINT arrived (line_interrupted() is 1) */
    LINE_BAD = 3,         /* the line holds a NUL byte: refused */
    LINE_NOMEM = 4
} line_status;

/* Installs the SIGINT handler: the first signal sets the flag that
 * line_interrupted() reports, the second one has the default effect. */
void line_catch_interrupt(void);

/* 1 once SIGINT has arrived (after line_catch_interrupt()). */
int line_interrupted(void);

/* Prints the prompt and reads one line, whole whatever its length, and
 * without the white space around it (" 5 " is "5"). The line belongs to
 * the reader and stays valid until the next call or line_end(). */
line_status line_read(const char *prompt, const char **line);

/* 1 when the prompt has line editing (libedit and a terminal). */
int line_editing(void);

/* "libedit" when the command was built with it, else "none". */
const char *line_library(void);

/* Frees the reader's buffer. */
void line_end(void);

#endif /* TOYWAR_TOOLS_LINE_H */
