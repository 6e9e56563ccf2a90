/* SPDX-License-Identifier: MIT */
/*
 * replay_main.c: main() for a fuzz target built without libFuzzer.
 *
 *   fuzz_params_replay FILE_OR_DIR...
 *
 * Runs every file given, and every file in every directory given, through
 * the target's LLVMFuzzerTestOneInput once: the committed seed corpus and
 * the crashers of fuzz/regressions/ become a regression test of every
 * build (ctest runs it; the sanitizer and valgrind gates too). A missing
 * directory is skipped, so an empty regressions/ needs no placeholder.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return 0;
    }
    size_t cap = 4096, size = 0;
    uint8_t *data = malloc(cap);
    for (;;) {
        if (!data) {
            fprintf(stderr, "out of memory reading %s\n", path);
            fclose(f);
            return 0;
        }
        size += fread(data + size, 1, cap - size, f);
        if (size < cap)
            break;
        cap *= 2;
        data = realloc(data, cap);
    }
    fclose(f);
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 1;
}

static int compare(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs the files of dir in name order; returns how many ran, -1 on error. */
static long run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    char **names = NULL;
    size_t count = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (count == cap) {
            cap = cap ? cap * 2 : 64;
            char **grown = realloc(names, cap * sizeof *names);
            if (!grown)
                return -1;
            names = grown;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[count] = malloc(len);
        if (!names[count])
            return -1;
        snprintf(names[count], len, "%s/%s", dir, e->d_name);
        count++;
    }
    closedir(d);
    if (count)
        qsort(names, count, sizeof *names, compare);
    long ran = 0;
    for (size_t i = 0; i < count; i++) {
        struct stat st;
        if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            if (!run_file(names[i]))
                ran = -1;
            else if (ran >= 0)
                ran++;
        }
        free(names[i]);
    }
    free(names);
    return ran;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE_OR_DIR...\n", argv[0]);
        return 2;
    }
    long total = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        long ran;
        if (stat(argv[i], &st) != 0)
            ran = 0; /* a missing directory: nothing to run */
        else if (S_ISDIR(st.st_mode))
            ran = run_dir(argv[i]);
        else
            ran = run_file(argv[i]);
        if (ran < 0) {
            fprintf(stderr, "FAIL: could not read the inputs of %s\n", argv[i]);
            return 1;
        }
        printf("%s: %ld inputs\n", argv[i], ran);
        total += ran;
    }
    printf("%ld inputs ran without a failure\n", total);
    return 0;
}
