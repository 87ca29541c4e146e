'use strict';
// Loads meSpeak (eSpeak compiled by an early Emscripten to plain JavaScript) with a few exact text
// patches to its emulated file system, which CPU profiles of the speech process showed costing as
// much as a third of a narration: eSpeak writes its WAV file through `_pwrite` one byte at a time
// into a growing JavaScript array, which meSpeak then copies twice more (to unsigned bytes, then to
// a Buffer); it reads its data files back one byte at a time on every call (`_pread`); and every
// call re-allocates eSpeak's static data, asking `getNativeTypeSize` (which builds an object per
// call) for each element. The patches write and read whole runs of bytes instead. Once those were
// gone, the same profile showed half of eSpeak's waveform generation (itself over half of all CPU)
// in one loop, the sum over a voice's ~30 harmonics for every sample, as Emscripten wrote it: a
// patch writes that loop again with the same integer arithmetic. So the audio is byte for byte
// the same (mespeak-loader.test.ts).
//
// Every patch must find its text exactly once (a long one: its first and last lines, and the hash
// of all of it); if one does not (another meSpeak version), meSpeak is loaded as it is, and that
// is said once on stderr.

const crypto = require('node:crypto');
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
    what: "Wavegen's sum over the harmonics (wavegen.cpp lines 1349-1361) is one tight loop with the same integer arithmetic",
    // Exact: each product is below 2^46, so Math.imul equals Emscripten's (a*b)&4294967295, and
    // (p + 4*h) >> 2 equals (p >> 2) + h; $waveph is already 0-65535; $h and $theta are set as
    // the original leaves them.
    from: `      var $103=$waveph; //@line 1349 "wavegen.cpp"\n`,
    to: `      var $130=HEAP32[((__ZL7voicing)>>2)]; //@line 1364 "wavegen.cpp"\n`,
    sha256: '6e471ac432fa8b81341aa86651d1c1b28547b5981c329957554fe2da0f9ef3b7',
    replace: `      var $103=$waveph;
      var harmonics = HEAP32[((__ZL9harmspect)>>2)] >> 2, switchSign = HEAP32[((__ZZ7WavegenvE13h_switch_sign)>>2)], highest = HEAP32[((__ZZ7WavegenvE4maxh)>>2)];
      var heap32 = HEAP32, heap16 = HEAP16, sines = _sin_tab >> 1, step = $103 & 65535, angle = step, sum = $total, harmonic = 1;
      for (; harmonic <= switchSign; harmonic++) {
        sum = (sum + Math.imul(heap32[harmonics + harmonic], heap16[sines + (angle >> 5)])) | 0;
        angle = (angle + step) & 65535;
      }
      for (; harmonic <= highest; harmonic++) {
        sum = (sum - Math.imul(heap32[harmonics + harmonic], heap16[sines + (angle >> 5)])) | 0;
        angle = (angle + step) & 65535;
      }
      $h = harmonic;
      $theta = angle;
      $total = sum;
`,
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

/** Where `text` occurs in `source` at or after `from`, if it occurs there exactly once; else -1. */
function onlyPlace(source, text, from = 0) {
  const at = source.indexOf(text, from);
  return at >= 0 && source.indexOf(text, at + 1) < 0 ? at : -1;
}

/**
 * `source` with every patch applied, or the description of the first patch that does not fit. A
 * patch replaces `find`, or the text from `from` up to `to` whose SHA-256 (with \n line ends) is `sha256`.
 */
function applyPatches(source, patches) {
  let patched = source;
  const eol = source.includes('\r\n') ? '\r\n' : '\n'; // meSpeak's files have Windows line ends
  const withEol = (text) => text.replace(/\n/g, eol);
  for (const patch of patches) {
    let start;
    let end;
    if (patch.find !== undefined) {
      start = onlyPlace(patched, withEol(patch.find));
      end = start + withEol(patch.find).length;
    } else {
      start = onlyPlace(patched, withEol(patch.from));
      end = start < 0 ? -1 : onlyPlace(patched, withEol(patch.to), start);
      const region = patched.slice(start, end).replace(/\r\n/g, '\n');
      if (end >= 0 && crypto.createHash('sha256').update(region).digest('hex') !== patch.sha256) start = -1;
    }
    if (start < 0 || end < 0) return { missing: patch.what };
    patched = patched.slice(0, start) + withEol(patch.replace) + patched.slice(end);
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
