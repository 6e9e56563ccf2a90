/*
 * params.c: "key=value" lists, checked against a game's param specs.
 *
 * Pairs are separated by spaces, tabs or commas. Every game accepts the
 * generic "seed"; each key may appear once; unknown keys, bad values and
 * out-of-range numbers are refused with a message naming the key.
 */
#include "core/core.h"

#include <string.h>

#define KEY_CAP 32
#define VALUE_CAP 64

static int is_separator(char c)
{
    return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r';
}

void core_params_defaults(const core_game_def *def, core_params *params)
{
    memset(params, 0, sizeof *params);
    for (size_t i = 0; i < def->param_count; i++)
        params->value[i] = def->params[i].default_value;
}

/* Reads an unsigned decimal; refuses empty text, signs and overflow. */
static int parse_u64(const char *text, uint64_t *out)
{
    uint64_t v = 0;
    if (!*text)
        return 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9')
            return 0;
        unsigned digit = (unsigned)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10)
            return 0;
        v = v * 10 + digit;
    }
    *out = v;
    return 1;
}

static tw_status parse_int_value(const core_param_spec *spec, const char *value, int *out,
                                 core_err *err)
{
    const char *digits = value[0] == '-' ? value + 1 : value;
    uint64_t magnitude;
    if (!parse_u64(digits, &magnitude) || magnitude > 1000000000u)
        return core_fail(err, TW_E_PARAM, "param '%s': '%s' is not a number (%d..%d)",
                         spec->key, value, spec->min, spec->max);
    int v = value[0] == '-' ? -(int)magnitude : (int)magnitude;
    if (v < spec->min || v > spec->max)
        return core_fail(err, TW_E_PARAM, "param '%s': %d is out of range (%d..%d)", spec->key,
                         v, spec->min, spec->max);
    *out = v;
    return TW_OK;
}

/* Writes items joined by sep: what a message offers instead of a bad key
 * or value. */
static void write_list(char *buf, size_t cap, const char *const *items, size_t count,
                       const char *sep)
{
    core_sb sb;
    core_sb_init(&sb, buf, cap);
    for (size_t i = 0; i < count; i++) {
        if (i > 0)
            core_sb_puts(&sb, sep);
        core_sb_puts(&sb, items[i]);
    }
}

static tw_status parse_enum_value(const core_param_spec *spec, const char *value, int *out,
                                  core_err *err)
{
    size_t n = 0;
    for (; spec->values[n]; n++) {
        if (strcmp(spec->values[n], value) == 0) {
            *out = (int)n;
            return TW_OK;
        }
    }
    char values[CORE_ERR_CAP];
    write_list(values, sizeof values, spec->values, n, "|");
    return core_fail(err, TW_E_PARAM, "param '%s': '%s' is not one of %s", spec->key, value,
                     values);
}

/* Refuses an unknown key, naming the keys the game takes (no key is as
 * long as KEY_CAP: a longer one is shown cut). */
static tw_status refuse_key(const core_game_def *def, const char *key, size_t key_len,
                            core_err *err)
{
    const char *keys[CORE_PARAMS_MAX + 1];
    size_t n = 0;
    for (; n < def->param_count && n < CORE_PARAMS_MAX; n++)
        keys[n] = def->params[n].key;
    keys[n++] = "seed";
    char list[CORE_ERR_CAP];
    write_list(list, sizeof list, keys, n, ", ");
    int shown = key_len < KEY_CAP ? (int)key_len : 20;
    return core_fail(err, TW_E_PARAM, "param '%.*s%s': unknown key for %s (its keys: %s)",
                     shown, key, key_len < KEY_CAP ? "" : "...", def->name, list);
}

static const core_param_spec *find_spec(const core_game_def *def, const char *key, size_t *index)
{
    for (size_t i = 0; i < def->param_count; i++) {
        if (strcmp(def->params[i].key, key) == 0) {
            *index = i;
            return &def->params[i];
        }
    }
    return NULL;
}

/* Splits one "key=value" token into bounded buffers. */
static tw_status split_pair(const core_game_def *def, const char *token, size_t len, char *key,
                            char *value, core_err *err)
{
    const char *eq = memchr(token, '=', len);
    if (!eq)
        return core_fail(err, TW_E_PARAM, "param '%.*s': expected key=value", (int)(len < 40 ? len : 40),
                         token);
    size_t key_len = (size_t)(eq - token);
    size_t value_len = len - key_len - 1;
    if (key_len == 0)
        return core_fail(err, TW_E_PARAM, "param with an empty key near '%.*s'",
                         (int)(len < 40 ? len : 40), token);
    if (key_len >= KEY_CAP)
        return refuse_key(def, token, key_len, err);
    if (value_len >= VALUE_CAP)
        return core_fail(err, TW_E_PARAM, "param '%.*s': value too long", (int)key_len, token);
    memcpy(key, token, key_len);
    key[key_len] = '\0';
    memcpy(value, eq + 1, value_len);
    value[value_len] = '\0';
    return TW_OK;
}

static tw_status apply_pair(const core_game_def *def, const char *key, const char *value,
                            core_params *params, uint64_t *seed, unsigned *seen, int *seed_seen,
                            core_err *err)
{
    if (strcmp(key, "seed") == 0) {
        if (*seed_seen)
            return core_fail(err, TW_E_PARAM, "param 'seed' given twice");
        *seed_seen = 1;
        if (!parse_u64(value, seed))
            return core_fail(err, TW_E_PARAM,
                             "param 'seed': '%s' is not a number (0..18446744073709551615)", value);
        return TW_OK;
    }
    size_t index = 0;
    const core_param_spec *spec = find_spec(def, key, &index);
    if (!spec)
        return refuse_key(def, key, strlen(key), err);
    if (*seen & (1u << index))
        return core_fail(err, TW_E_PARAM, "param '%s' given twice", key);
    *seen |= 1u << index;
    if (spec->kind == CORE_PARAM_INT)
        return parse_int_value(spec, value, &params->value[index], err);
    return parse_enum_value(spec, value, &params->value[index], err);
}

tw_status core_params_parse(const core_game_def *def, const char *text, core_params *params,
                            uint64_t *seed, core_err *err)
{
    core_params_defaults(def, params);
    *seed = 0;
    unsigned seen = 0;
    int seed_seen = 0;
    const char *p = text ? text : "";
    while (*p) {
        while (*p && is_separator(*p))
            p++;
        size_t len = 0;
        while (p[len] && !is_separator(p[len]))
            len++;
        if (len == 0)
            break;
        char key[KEY_CAP], value[VALUE_CAP];
        tw_status st = split_pair(def, p, len, key, value, err);
        if (st == TW_OK)
            st = apply_pair(def, key, value, params, seed, &seen, &seed_seen, err);
        if (st != TW_OK)
            return st;
        p += len;
    }
    return TW_OK;
}

void core_params_write(const core_game_def *def, const core_params *params, uint64_t seed,
                       core_sb *out)
{
    for (size_t i = 0; i < def->param_count; i++) {
        const core_param_spec *spec = &def->params[i];
        int v = params->value[i];
        if (v == spec->default_value)
            continue;
        if (spec->kind == CORE_PARAM_INT)
            core_sb_printf(out, "%s=%d ", spec->key, v);
        else
            core_sb_printf(out, "%s=%s ", spec->key, spec->values[v]);
    }
    core_sb_printf(out, "seed=%llu", (unsigned long long)seed);
}
