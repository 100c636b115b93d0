// An import resolver for the lint-boundaries test: relative imports resolve to the path they name
// whether or not that file exists yet, so the test checks the layer rules, not today's file list.
// Package imports go to the ordinary Node resolver.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (!source.startsWith('.') && !path.isAbsolute(source)) {
    return nodeResolver.resolve(source, file, { extensions: EXTENSIONS, ...config });
  }
  const base = path.resolve(path.dirname(file), source);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  const existing = candidates.find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  return { found: true, path: existing ?? (path.extname(base) ? base : `${base}.ts`) };
};
