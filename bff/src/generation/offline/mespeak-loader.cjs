'use strict';
// Loads meSpeak (eSpeak compiled by an early Emscripten to plain JavaScript) with a few exact text
// patches to its emulated file system, which CPU profiles of the speech process showed costing as
// much as a third of a narration: eSpeak writes its WAV file through `_pwrite` one byte at a time
// into a growing JavaScript array, which meSpeak then copies twice more (to unsigned bytes, then to
// a Buffer); it reads its data files back one byte at a time on every call (`_pread`); and every
// call re-allocates eSpeak's static data, asking `getNativeTypeSize` (which builds an object per
// call) for each element. The patches write and read whole runs of bytes instead; eSpeak's own
// computation is untouched, so the audio is byte for byte the same (mespeak-loader.test.ts).
//
// Every patch must find its text exactly once; if one does not (another meSpeak version), meSpeak
// is loaded as it is, and that is said once on stderr.

const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');

/** Written files hold their bytes in a growing Uint8Array (`length` is what has been written). */
const writtenFile = `
function WrittenFile(initial) {
  this.bytes = new Uint8Array(Math.max(1 << 16, initial.length));
  this.bytes.set(initial);
  this.length = initial.length;
}
WrittenFile.prototype.write = function (heap, from, count, offset) {
  var end = offset + count;
  if (end > this.bytes.length) {
    var grown = new Uint8Array(Math.max(end, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
  if (offset > this.length) this.bytes.fill(0, this.length, offset);
  this.bytes.set(heap.subarray(from, from + count), offset);
  if (end > this.length) this.length = end;
};
// Read-only files (arrays of byte values) as signed bytes, made once per array, for copying into HEAP8.
var signedCopies = new WeakMap();
function signedBytes(contents) {
  var copy = signedCopies.get(contents);
  if (!copy || copy.length !== contents.length) signedCopies.set(contents, (copy = Int8Array.from(contents)));
  return copy;
}
`;

const eSpeakPatches = [
  {
    what: 'file writes copy whole runs of bytes (HEAPU8 into a Uint8Array) instead of one array element at a time',
    find: `        var contents = stream.object.contents;
        while (contents.length < offset) contents.push(0);
        for (var i = 0; i < nbyte; i++) {
          contents[offset + i] = HEAP8[(buf+i)];
        }`,
    replace: `        var contents = stream.object.contents;
        if (!(contents instanceof WrittenFile)) contents = stream.object.contents = new WrittenFile(contents);
        contents.write(HEAPU8, buf, nbyte, offset);
        var i = nbyte;`,
  },
  {
    what: 'file reads copy whole runs of bytes into HEAP8',
    find: `        var contents = stream.object.contents;
        var size = Math.min(contents.length - offset, nbyte);
        for (var i = 0; i < size; i++) {
          HEAP8[(buf+i)]=contents[offset + i];
          bytesRead++;
        }`,
    replace: `        var contents = stream.object.contents;
        var size = Math.min(contents.length - offset, nbyte);
        if (size > 0) {
          if (contents instanceof WrittenFile) HEAPU8.set(contents.bytes.subarray(offset, offset + size), buf);
          else HEAP8.set(signedBytes(contents).subarray(offset, offset + size), buf);
          bytesRead += size;
        }`,
  },
  {
    what: 'getNativeTypeSize remembers its answers (it builds an object on every call)',
    find: `  getNativeTypeSize: function getNativeTypeSize(type) {`,
    replace: `  getNativeTypeSize: function getNativeTypeSize(type) {
    if (typeof type !== 'string') return Runtime.computeNativeTypeSize(type);
    var cache = Runtime.nativeTypeSizes || (Runtime.nativeTypeSizes = new Map());
    if (!cache.has(type)) cache.set(type, Runtime.computeNativeTypeSize(type));
    return cache.get(type);
  },
  computeNativeTypeSize: function computeNativeTypeSize(type) {`,
  },
  {
    what: 'the file-system helpers are defined',
    find: `var Module = {
	noInitialRun: true
};`,
    replace: `var Module = {
	noInitialRun: true
};
${writtenFile}`,
  },
];

const indexPatches = [
  {
    what: "the WAV file's bytes are taken as they are (no signed-to-unsigned copy)",
    find: `		wav = unsignedStream(outfile);`,
    replace: `		wav = !outfile.bytes ? unsignedStream(outfile) : String(args.rawdata).toLowerCase() == 'buffer' ? outfile.bytes.subarray(0, outfile.length) : Array.from(outfile.bytes.subarray(0, outfile.length));`,
  },
];

/** `source` with every patch applied, or the description of the first patch whose text is not found exactly once. */
function applyPatches(source, patches) {
  let patched = source;
  const eol = source.includes('\r\n') ? '\r\n' : '\n'; // meSpeak's files have Windows line ends
  for (const patch of patches) {
    const [find, replace] = [patch.find, patch.replace].map((text) => text.replace(/\n/g, eol));
    const at = patched.indexOf(find);
    if (at < 0 || patched.indexOf(find, at + 1) >= 0) return { missing: patch.what };
    patched = patched.slice(0, at) + replace + patched.slice(at + find.length);
  }
  return { patched };
}

/** A CommonJS module compiled once; each call of the result evaluates it afresh (a new instance, the same compiled code). */
function compileModule(filename, source) {
  const wrapper = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  return (requireFn) => {
    const module = { exports: {} };
    wrapper.call(module.exports, module.exports, requireFn, module, filename, path.dirname(filename));
    return module.exports;
  };
}

const compiled = new Map();
let warned = false;

/** meSpeak's index module, patched (or not, if asked or if a patch does not fit), compiled once per directory. */
function meSpeakModule(dir, patched) {
  const key = `${dir}\0${patched}`;
  if (compiled.has(key)) return compiled.get(key);
  const indexFile = path.join(dir, 'src', 'index.js');
  const eSpeakFile = path.join(dir, 'src', 'ESpeak.js');
  const eSpeak = applyPatches(fs.readFileSync(eSpeakFile, 'utf8'), eSpeakPatches);
  const index = applyPatches(fs.readFileSync(indexFile, 'utf8'), indexPatches);
  const missing = eSpeak.missing || index.missing;
  let load;
  if (!patched || missing) {
    if (patched && !warned) {
      warned = true;
      console.error(`meSpeak is used unpatched (slower): the patch "${missing}" does not fit this version`);
    }
    load = () => {
      delete require.cache[indexFile];
      return require(indexFile);
    };
  } else {
    const requireFromIndex = createRequire(indexFile);
    const eSpeakConstructor = compileModule(eSpeakFile, eSpeak.patched)(createRequire(eSpeakFile));
    const createIndex = compileModule(indexFile, index.patched);
    load = () => createIndex((id) => (id === './ESpeak.js' ? eSpeakConstructor : requireFromIndex(id)));
  }
  compiled.set(key, load);
  return load;
}

/**
 * A fresh meSpeak instance with its configuration and the English and German voices loaded.
 * `patched: false` gives meSpeak exactly as published (the tests compare the two).
 */
function loadMeSpeak(dir, { patched = true } = {}) {
  const create = meSpeakModule(dir, patched);
  const warn = console.warn;
  console.warn = () => {}; // meSpeak announces "Not in browser" on load
  try {
    const instance = create();
    instance.loadConfig(require(path.join(dir, 'src', 'mespeak_config.json')));
    instance.loadVoice(require(path.join(dir, 'voices', 'en', 'en-us.json')));
    instance.loadVoice(require(path.join(dir, 'voices', 'de.json')));
    return instance;
  } finally {
    console.warn = warn;
  }
}

module.exports = { loadMeSpeak, applyPatches, eSpeakPatches, indexPatches };
