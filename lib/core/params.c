/* SPDX-License-Identifier: MIT */
/*
 * params.c: "key=value" lists, checked against a game's param specs.
 *
 * Pairs are separated by spaces, tabs or commas. Every game accepts the
 * generic "seed"; each key may appear once; unknown keys, bad values and
 * out-of-range numbers are refused with a message naming the key.
 */
#include "core/core.h"
#include "core/reader.h"

#include <string.h>

#define KEY_CAP 32
#define VALUE_CAP 64

/* What separates the pairs. */
#define SEPARATORS " ,\t\n\r"

void core_params_defaults(const core_game_def *def, core_params *params)
{
    memset(params, 0, sizeof *params);
    for (size_t i = 0; i < def->param_count; i++)
        params->value[i] = def->params[i].default_value;
}

/* A message shows at most this much of a value the caller wrote. */
#define SHOWN 40

static tw_status parse_int_value(const core_param_spec *spec, core_span value, int *out,
                                 core_err *err)
{
    core_span digits = value;
    int negative = core_span_prefix(value, "-", &digits);
    uint64_t magnitude;
    if (!core_span_u64(digits, &magnitude) || magnitude > 1000000000u)
        return core_fail(err, TW_E_PARAM, "param '%s': '%.*s' is not a number (%d..%d)",
                         spec->key, (int)value.len, value.p, spec->min, spec->max);
    int v = negative ? -(int)magnitude : (int)magnitude;
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

static tw_status parse_enum_value(const core_param_spec *spec, core_span value, int *out,
                                  core_err *err)
{
    int index = core_span_name(value, spec->values, -1);
    if (index >= 0) {
        *out = index;
        return TW_OK;
    }
    size_t n = 0;
    while (spec->values[n])
        n++;
    char values[CORE_ERR_CAP];
    write_list(values, sizeof values, spec->values, n, "|");
    return core_fail(err, TW_E_PARAM, "param '%s': '%.*s' is not one of %s", spec->key,
                     (int)value.len, value.p, values);
}

/* Refuses an unknown key, naming the keys the game takes (no key is as
 * long as KEY_CAP: a longer one is shown cut). */
static tw_status refuse_key(const core_game_def *def, core_span key, core_err *err)
{
    const char *keys[CORE_PARAMS_MAX + 1];
    size_t n = 0;
    for (; n < def->param_count && n < CORE_PARAMS_MAX; n++)
        keys[n] = def->params[n].key;
    keys[n++] = "seed";
    char list[CORE_ERR_CAP];
    write_list(list, sizeof list, keys, n, ", ");
    int shown = key.len < KEY_CAP ? (int)key.len : 20;
    return core_fail(err, TW_E_PARAM, "param '%.*s%s': unknown key for %s (its keys: %s)",
                     shown, key.p, key.len < KEY_CAP ? "" : "...", def->name, list);
}

static const core_param_spec *find_spec(const core_game_def *def, core_span key, size_t *index)
{
    for (size_t i = 0; i < def->param_count; i++) {
        if (core_span_is(key, def->params[i].key)) {
            *index = i;
            return &def->params[i];
        }
    }
    return NULL;
}

/* Splits one "key=value" token, refusing an empty key and overlong text. */
static tw_status split_pair(const core_game_def *def, core_span token, core_span *key,
                            core_span *value, core_err *err)
{
    if (!core_span_cut(token, '=', key, value))
        return core_fail(err, TW_E_PARAM, "param '%.*s': expected key=value",
                         core_span_shown(token, SHOWN), token.p);
    if (key->len == 0)
        return core_fail(err, TW_E_PARAM, "param with an empty key near '%.*s'",
                         core_span_shown(token, SHOWN), token.p);
    if (key->len >= KEY_CAP)
        return refuse_key(def, *key, err);
    if (value->len >= VALUE_CAP)
        return core_fail(err, TW_E_PARAM, "param '%.*s': value too long", (int)key->len, key->p);
    return TW_OK;
}

static tw_status apply_pair(const core_game_def *def, core_span key, core_span value,
                            core_params *params, uint64_t *seed, unsigned *seen, int *seed_seen,
                            core_err *err)
{
    if (core_span_is(key, "seed")) {
        if (*seed_seen)
            return core_fail(err, TW_E_PARAM, "param 'seed' given twice");
        *seed_seen = 1;
        if (!core_span_u64(value, seed))
            return core_fail(err, TW_E_PARAM,
                             "param 'seed': '%.*s' is not a number (0..18446744073709551615)",
                             (int)value.len, value.p);
        return TW_OK;
    }
    size_t index = 0;
    const core_param_spec *spec = find_spec(def, key, &index);
    if (!spec)
        return refuse_key(def, key, err);
    if (*seen & (1u << index))
        return core_fail(err, TW_E_PARAM, "param '%s' given twice", spec->key);
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
    core_reader r;
    core_rd_init(&r, text ? text : "", "params", err);
    for (;;) {
        core_span token = core_rd_token(&r, SEPARATORS);
        if (token.len == 0)
            return TW_OK;
        core_span key, value;
        tw_status st = split_pair(def, token, &key, &value, err);
        if (st == TW_OK)
            st = apply_pair(def, key, value, params, seed, &seen, &seed_seen, err);
        if (st != TW_OK)
            return st;
    }
}

void core_params_write_unseeded(const core_game_def *def, const core_params *params, core_sb *out)
{
    const char *sep = "";
    for (size_t i = 0; i < def->param_count; i++) {
        const core_param_spec *spec = &def->params[i];
        int v = params->value[i];
        if (v == spec->default_value)
            continue;
        if (spec->kind == CORE_PARAM_INT)
            core_sb_printf(out, "%s%s=%d", sep, spec->key, v);
        else
            core_sb_printf(out, "%s%s=%s", sep, spec->key, spec->values[v]);
        sep = " ";
    }
}

void core_params_write(const core_game_def *def, const core_params *params, uint64_t seed,
                       core_sb *out)
{
    size_t before = out->len;
    core_params_write_unseeded(def, params, out);
    core_sb_printf(out, "%sseed=%llu", out->len > before ? " " : "", (unsigned long long)seed);
}
