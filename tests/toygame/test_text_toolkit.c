/* SPDX-License-Identifier: MIT */
/*
 * test_text_toolkit.c: the core's text toolkit (lib/core/reader.h,
 * lib/core/json.h), from the inside: this copy of the library keeps its
 * internal names visible. Each case is a hand-checked outcome; the formats
 * built on the toolkit are covered by the games' tests and the corpora.
 */
#include "support/tw_test.h"

#include <string.h>

#include "core/json.h"
#include "core/reader.h"

static core_span span(const char *text)
{
    return core_span_of(text);
}

static void test_bounded_integers(void **state)
{
    (void)state;
    int v = -1;
    assert_true(core_span_int(span("007"), 0, 10, &v));
    assert_int_equal(v, 7);
    assert_false(core_span_int(span("11"), 0, 10, &v));
    assert_false(core_span_int(span("99999999999999999999"), 0, 10, &v)); /* never wraps */
    assert_false(core_span_int(span(""), 0, 10, &v));
    assert_false(core_span_int(span("-1"), -5, 10, &v)); /* digits only */
    assert_false(core_span_int(span("3 "), 0, 10, &v));
    assert_false(core_span_int(span("2"), 3, 10, &v));
    uint64_t u = 0;
    assert_true(core_span_u64(span("18446744073709551615"), &u));
    assert_true(u == UINT64_MAX);
    assert_false(core_span_u64(span("18446744073709551616"), &u));
    assert_true(core_span_hex64(span("853c49e6748fea9b"), &u));
    assert_true(u == 0x853c49e6748fea9bULL);
    assert_false(core_span_hex64(span("853C"), &u)); /* lower case only */
    assert_false(core_span_hex64(span("0853c49e6748fea9b"), &u));
}

static void test_names_lists_and_cuts(void **state)
{
    (void)state;
    static const char *const names[] = {"roll", "take", "give", NULL};
    assert_int_equal(core_span_name(span("give"), names, -1), 2);
    assert_int_equal(core_span_name(span("giv"), names, -1), -1);
    assert_int_equal(core_span_name(span("give"), names, 2), -1);
    core_span list = span("a,,b,"), item;
    const char *expect[] = {"a", "", "b"};
    for (int i = 0; i < 3; i++) {
        assert_true(core_span_next(&list, ',', &item));
        assert_true(core_span_is(item, expect[i]));
    }
    assert_false(core_span_next(&list, ',', &item)); /* a last ',' ends the list */
    core_span key, value;
    assert_true(core_span_cut(span("a=b=c"), '=', &key, &value));
    assert_true(core_span_is(key, "a") && core_span_is(value, "b=c"));
    assert_false(core_span_cut(span("abc"), '=', &key, &value));
    assert_true(core_span_prefix(span("roll:3"), "roll:", &value) && core_span_is(value, "3"));
}

static void test_the_cursor_counts_lines_and_names_them(void **state)
{
    (void)state;
    core_err err = {{0}};
    core_reader r;
    core_rd_init(&r, "first\r\n\nthird x", "replay", &err);
    r.line_numbers = 1;
    assert_true(core_span_is(core_rd_line(&r), "first")); /* CRLF */
    assert_true(core_span_is(core_rd_line(&r), ""));
    assert_true(core_span_is(core_rd_token(&r, " "), "third"));
    assert_int_equal(core_rd_fail(&r, "moves", "bad %d", 7), TW_E_PARSE);
    assert_string_equal(err.text, "replay line 3 moves: bad 7");
    core_span value;
    assert_false(core_rd_key(&r, "y", &value));
    assert_true(core_span_is(core_rd_token(&r, " "), "x"));
    assert_true(core_rd_done(&r));
    assert_int_equal(core_rd_peek(&r), -1);
    core_rd_init(&r, "a=1 b=22", "position", &err);
    assert_true(core_rd_key(&r, "a", &value) && core_span_is(value, "1"));
    assert_false(core_rd_key(&r, "c", &value)); /* the cursor stays */
    assert_true(core_rd_key(&r, "b", &value) && core_span_is(value, "22"));
    core_rd_fail(&r, NULL, "done");
    assert_string_equal(err.text, "position: done");
}

static void test_json_places_commas_and_escapes(void **state)
{
    (void)state;
    char buf[256];
    core_sb sb;
    core_sb_init(&sb, buf, sizeof buf);
    core_json j;
    core_json_init(&j, &sb);
    core_json_object(&j);
    core_json_key_string(&j, "say", "a \"quote\"\n");
    core_json_key(&j, "list");
    core_json_array(&j);
    core_json_int(&j, 1);
    core_json_array(&j);
    core_json_end(&j);
    core_json_null(&j);
    core_json_bool(&j, 1);
    core_json_end(&j);
    core_json_key(&j, "empty");
    core_json_object(&j);
    core_json_end(&j);
    core_json_key(&j, "raw");
    core_json_object(&j);
    core_json_key_int(&j, "x", 0);
    core_json_end(&j);
    core_json_end(&j);
    assert_string_equal(buf, "{\"say\":\"a \\\"quote\\\"\\u000a\",\"list\":[1,[],null,true],"
                             "\"empty\":{},\"raw\":{\"x\":0}}");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bounded_integers),
        cmocka_unit_test(test_names_lists_and_cuts),
        cmocka_unit_test(test_the_cursor_counts_lines_and_names_them),
        cmocka_unit_test(test_json_places_commas_and_escapes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
