// SPDX-License-Identifier: MIT
// `npm pack` gives a tarball that installs and imports: the package as a
// user gets it, outside this tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${here}package.json`, 'utf8'));

test('npm pack: the tarball installs in an empty project and plays', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toywar-pack-'));
  try {
    const npm = (...args) => execFileSync('npm', args, { cwd: dir, stdio: 'pipe' }).toString();
    execFileSync('npm', ['pack', '--pack-destination', dir, here], { cwd: here, stdio: 'pipe' });
    const tgz = readdirSync(dir).find((f) => f === `toywar-${version}.tgz`);
    assert.ok(tgz, `npm pack wrote toywar-${version}.tgz`);
    writeFileSync(join(dir, 'package.json'), '{"name":"user","version":"0.0.0","private":true}');
    npm('install', '--no-audit', '--no-fund', '--offline', `./${tgz}`);
    writeFileSync(join(dir, 'play.mjs'), `
      import { load } from 'toywar';
      const tw = await load();
      const g = new tw.Game('toybattle', { seed: 4 });
      g.advance();
      console.log(tw.version, g.name, g.legalMoves().length > 0, g.hashHex().length);
      g.free();
    `);
    const out = execFileSync('node', ['play.mjs'], { cwd: dir }).toString().trim();
    // The package carries the library's version.
    assert.equal(out, `${version} toybattle true 16`);
    // And its licence: MIT, with the text of the repository's LICENSE.
    const installed = join(dir, 'node_modules', 'toywar');
    assert.equal(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).license, 'MIT');
    assert.equal(readFileSync(join(installed, 'LICENSE'), 'utf8'), readFileSync(`${here}../../LICENSE`, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
