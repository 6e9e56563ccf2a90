/* SPDX-License-Identifier: MIT */
/*
 * hash.h: the position hash, word by word (hash.c, undo.c).
 *
 * tw_game_hash() is a sum, modulo 2^64, of one term per 8-byte word of
 * the state, then a finaliser:
 *
 *     hash = finish(sum over words i of term(i, word i))
 *
 * A term depends on its word and the word's index only, so a move that
 * changes three words changes three terms: the core keeps the sum up to
 * date from the words each move changed (undo.c finds them anyway), and
 * the part of the state no move changes (a map, a board: the tail after
 * the game's mutable_size) is summed once. For each index, term() is a
 * bijection of the word, so two positions that differ in one word never
 * share a hash; finish() (murmur3's finaliser, also a bijection) mixes the
 * sum once more.
 *
 * Words are read as the machine stores them: the state is the games'
 * native structs, so the hash is the same function of the position on
 * every little-endian platform (x86-64, ARM64), build and history; a
 * big-endian machine hashes its own layout, consistently but to other
 * values. The state must keep every byte canonical (no padding, unused
 * fields zero), which the games' layouts assert.
 */
#ifndef TOYWAR_CORE_HASH_H
#define TOYWAR_CORE_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Word i is keyed by (i + 1) times this (the golden ratio, odd). */
#define CORE_HASH_KEY 0x9E3779B97F4A7C15ULL

/* The word of state at index i, as the machine stores it. */
static inline uint64_t core_hash_load(const unsigned char *state, size_t i)
{
    uint64_t w;
    memcpy(&w, state + 8 * i, sizeof w);
    return w;
}

/* The term of word w at index i: the word keyed by its index, then
 * splitmix64's finaliser, whose every output bit depends on every input
 * bit. (Cheaper mixes failed here: where a flip of a word's top bit
 * changes the term by nearly a constant, two such flips in two words
 * cancel in the sum, and Gearhead's acted flags collided.) */
static inline uint64_t core_hash_term(size_t i, uint64_t w)
{
    uint64_t x = w ^ (uint64_t)(i + 1) * CORE_HASH_KEY;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/* The sum of the terms of words [from, to) of state. */
uint64_t core_hash_words(const unsigned char *state, size_t from, size_t to);

/* The hash of a sum of terms. */
static inline uint64_t core_hash_finish(uint64_t sum)
{
    sum ^= sum >> 33;
    sum *= 0xFF51AFD7ED558CCDULL;
    sum ^= sum >> 33;
    sum *= 0xC4CEB9FE1A85EC53ULL;
    return sum ^ (sum >> 33);
}

#endif /* TOYWAR_CORE_HASH_H */
