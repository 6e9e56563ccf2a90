// SPDX-License-Identifier: MIT
// toywar.d.ts compiles under --strict with a program that uses the API
// (test/types-check.ts), with the TypeScript of package-lock.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const tsc = `${here}node_modules/typescript/bin/tsc`;

test('the TypeScript declarations type-check a program that uses them', () => {
  assert.ok(existsSync(tsc), 'npm ci in bindings/js installs TypeScript (scripts/ci/web.sh does)');
  const out = execFileSync('node', [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext',
    '--moduleResolution', 'nodenext', '--lib', 'es2022,esnext.disposable', 'test/types-check.ts'],
  { cwd: here, stdio: 'pipe' }).toString();
  assert.equal(out, '');
});

test('a wrong use of the declarations is refused (the check is not vacuous)', () => {
  assert.ok(existsSync(tsc));
  assert.throws(() => execFileSync('node', [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext',
    '--moduleResolution', 'nodenext', '--lib', 'es2022,esnext.disposable', 'test/types-wrong.ts'],
  { cwd: here, stdio: 'pipe' }), (e) => /TS2345|TS2322/.test(e.stdout.toString()));
});
