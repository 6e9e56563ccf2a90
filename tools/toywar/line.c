/* SPDX-License-Identifier: MIT */
/*
 * line.c: whole lines from stdin, with libedit's editing and history at a
 * terminal when the command was built with it (see line.h).
 *
 * libedit rather than GNU readline: both are in Debian and well kept, but
 * readline is GPL, so a toywar binary linked with it could only be
 * distributed under the GPL, while libedit is BSD-licensed like the
 * permissive terms hosts expect of an embeddable library. The library
 * itself links neither; only this command does.
 */
#include "line.h"

#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef TOYWAR_LINE_EDITING
#include <editline/readline.h>
#endif

static volatile sig_atomic_t interrupted;
static char *buffer;
static size_t buffer_cap;

/* Async-signal-safe: it only sets the flag. */
static void on_interrupt(int signo)
{
    (void)signo;
    interrupted = 1;
}

void line_catch_interrupt(void)
{
    struct sigaction sa, old;
    /* An ignored SIGINT (nohup, a background job of a script) stays ignored. */
    if (sigaction(SIGINT, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
        return;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    /* No SA_RESTART: a read in progress returns EINTR, so the prompt stops
     * waiting. SA_RESETHAND: a second Ctrl-C kills as usual. */
    sa.sa_flags = (int)SA_RESETHAND;
    sigaction(SIGINT, &sa, NULL);
}

int line_interrupted(void)
{
    return interrupted != 0;
}

int line_editing(void)
{
#ifdef TOYWAR_LINE_EDITING
    return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
#else
    return 0;
#endif
}

const char *line_library(void)
{
#ifdef TOYWAR_LINE_EDITING
    return "libedit";
#else
    return "none";
#endif
}

/* The line read by libedit, copied into the reader's buffer. */
#ifdef TOYWAR_LINE_EDITING
static line_status edited_line(const char *prompt, const char **line)
{
    rl_catch_signals = 0;
    char *read = readline(prompt);
    if (interrupted) {
        free(read);
        return LINE_INTERRUPTED;
    }
    if (!read)
        return LINE_EOF;
    size_t len = strlen(read);
    if (len + 1 > buffer_cap) {
        char *grown = realloc(buffer, len + 1);
        if (!grown) {
            free(read);
            return LINE_NOMEM;
        }
        buffer = grown;
        buffer_cap = len + 1;
    }
    memcpy(buffer, read, len + 1);
    free(read);
    if (len)
        add_history(buffer);
    *line = buffer;
    return LINE_OK;
}
#endif

static line_status plain_line(const char *prompt, const char **line)
{
    fputs(prompt, stdout);
    fflush(stdout);
    errno = 0;
    ssize_t len = getline(&buffer, &buffer_cap, stdin);
    if (interrupted)
        return LINE_INTERRUPTED;
    if (len < 0)
        return errno == ENOMEM ? LINE_NOMEM : LINE_EOF;
    if (len > 0 && buffer[len - 1] == '\n')
        buffer[--len] = '\0';
    if (len > 0 && buffer[len - 1] == '\r')
        buffer[--len] = '\0';
    if (strlen(buffer) != (size_t)len)
        return LINE_BAD;
    *line = buffer;
    return LINE_OK;
}

/* The line without the white space around it, in place: a move, a number
 * or a command typed with a space before or after is still that word (the
 * library's notation stays strict; the command forgives the typing). */
static const char *trimmed(char *text)
{
    size_t len = strlen(text);
    while (len > 0 && isspace((unsigned char)text[len - 1]))
        text[--len] = '\0';
    while (isspace((unsigned char)*text))
        text++;
    return text;
}

line_status line_read(const char *prompt, const char **line)
{
    *line = NULL;
    if (interrupted)
        return LINE_INTERRUPTED;
    line_status st;
#ifdef TOYWAR_LINE_EDITING
    if (line_editing())
        st = edited_line(prompt, line);
    else
#endif
        st = plain_line(prompt, line);
    if (st == LINE_OK)
        *line = trimmed(buffer);
    return st;
}

void line_end(void)
{
    free(buffer);
    buffer = NULL;
    buffer_cap = 0;
}
