// The student's own code from the code lab, as every view of the page uses it: one
// program of each kind (an evaluation, a game, a search), its source and, once the
// server has it, its hash. The other views name the code by its hash (eval=lab:HASH,
// game=lab:HASH, source=lab:HASH), and their selects offer it as "your evaluation",
// "your game".
//
// A link holds the code itself, compressed (deflate, base64url), in the address's
// fragment (#eval=..., #game=..., #search=...): it works on any server and after a
// restart, needs no storage on the server, and the fragment never reaches a server's
// logs. The server keeps code by its hash only as a cache: when a request names a
// hash it forgot, it answers lab.unknown, and the page sends the code again
// (api.js's onLabUnknown) and asks once more. A link of the lab's own view may say
// #code=... (the code of the kind its kind= names), as its first links did.
//
// Each program has its language (Starlark or JavaScript: codelab-lang.js): sent as
// code-lang with its source, and written in a link's fragment beside its code for
// JavaScript (#eval=...&eval-lang=js); a link without it is Starlark, as links were.
import { onLabUnknown } from './api.js';
import { getLang } from './i18n.js';
import { STARLARK, parseCodeLang, linkLang, codeLangField } from './codelab-lang.js';

export const KINDS = ['eval', 'game', 'search'];

// PREFIX starts the name of a student's code: lab:HASH.
export const PREFIX = 'lab:';
export const isLab = (v) => typeof v === 'string' && /^lab:[0-9a-f]{1,64}$/.test(v);
export const hashOf = (v) => (isLab(v) ? v.slice(PREFIX.length) : '');

// The code in a link: deflate-raw, base64url (the browser's own CompressionStream).
export async function pack(text) {
  const cs = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(cs).arrayBuffer());
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function unpack(s) {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  const ds = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(ds).text();
}

// fragmentLangs reads the languages of a link's fragment's codes: {kind: lang}, each
// Starlark unless the fragment says otherwise (#eval-lang=js).
export function fragmentLangs(fragment) {
  const f = new URLSearchParams(String(fragment || '').replace(/^#/, ''));
  const out = {};
  for (const k of KINDS) out[k] = parseCodeLang(f.get(k + '-lang'));
  return out;
}

// fragmentCodes reads the codes of a link's fragment: {kind: packed}. kind is the
// lab's kind, for #code=.
export function fragmentCodes(fragment, kind = '') {
  const out = {};
  const f = new URLSearchParams(String(fragment || '').replace(/^#/, ''));
  for (const k of KINDS) {
    const v = f.get(k);
    if (v && /^[A-Za-z0-9_-]+$/.test(v)) out[k] = v;
  }
  const legacy = f.get('code');
  if (legacy && KINDS.includes(kind) && !out[kind] && /^[A-Za-z0-9_-]+$/.test(legacy)) out[kind] = legacy;
  return out;
}

// linkHashes are the hashes a link's query names, by kind: the stepper's, the
// comparison's and the play view's game= and eval=, an exercise's source=.
export function linkHashes(q) {
  const out = {};
  if (isLab(q.get('eval'))) out.eval = hashOf(q.get('eval'));
  for (const k of ['game', 'source']) if (isLab(q.get(k))) out.game = hashOf(q.get(k));
  return out;
}

// LabCode holds the student's programs: the latest of each kind, {source, hash,
// packed} (hash: the server's name for source, '' until it is sent; packed: source as
// a link holds it), and every program the page has named by a hash, by that hash (a
// view may show an earlier version of the code than the lab's latest).
export class LabCode {
  constructor() {
    this.code = {};
    this.known = new Map(); // hash → {kind, source, packed}
    this.listeners = [];
  }

  source(kind) { return (this.code[kind] || {}).source || ''; }

  // lang is the language of a kind's latest code (Starlark when there is none).
  lang(kind) { return (this.code[kind] || {}).lang || STARLARK; }

  hash(kind) { return (this.code[kind] || {}).hash || ''; }

  // ref is the name of a kind's code for the API ("lab:HASH"), '' before it is sent.
  ref(kind) { return this.hash(kind) ? PREFIX + this.hash(kind) : ''; }

  // kindOf is the kind of the code a hash names, '' if the page does not have it.
  kindOf(hash) { return (this.known.get(hash) || {}).kind || ''; }

  // onChange calls f(kind) when a kind's latest code gets a new hash (the selects
  // that offer it).
  onChange(f) { this.listeners.push(f); }

  // set keeps a kind's latest source (the lab's code as it runs), written in lang;
  // hash, when known. Without one, the views keep offering the code they have by its
  // hash until the server names the new code (submit).
  set(kind, source, hash = '', packed = '', lang = STARLARK) {
    const old = this.code[kind];
    if (!(old && old.source === source && old.lang === lang && (!hash || hash === old.hash))) {
      this.code[kind] = { source, hash, packed: '', lang };
    }
    const c = this.code[kind];
    if (packed) c.packed = packed;
    else if (!c.packed) pack(source).then((p) => { c.packed = p; }, () => {});
    if (hash) this.name(kind, c);
    if (hash && (old ? old.hash : '') !== hash) this.changed(kind);
  }

  // name records that a hash names c's code.
  name(kind, c) {
    const k = this.known.get(c.hash);
    if (k && k.source === c.source && k.lang === c.lang) {
      if (!k.packed) k.packed = c.packed;
      return;
    }
    const entry = { kind, source: c.source, packed: c.packed, lang: c.lang };
    this.known.set(c.hash, entry);
    if (!entry.packed) pack(c.source).then((p) => { entry.packed = p; }, () => {});
  }

  changed(kind) { for (const f of this.listeners) f(kind); }

  // submit sends a kind's latest source (unless the server has it by its hash
  // already) and resolves to its hash; request is an api.js Request. A program that
  // fails to load rejects with the server's error: its line, column and traceback.
  async submit(kind, request, force = false) {
    const c = this.code[kind] || { source: '', hash: '' }; // none: the server says so (lab.no_source)
    if (c.hash && !force) return c.hash;
    const source = c.source;
    const j = await request.postForm('/api/lab/code', { kind, source, lang: getLang(), ...codeLangField(c.lang) });
    if (this.code[kind] === c) this.set(kind, source, j.hash, '', c.lang);
    return j.hash;
  }

  // resend sends again the code a hash names (the server forgot it): true when sent.
  async resend(hash, request) {
    const k = this.known.get(hash);
    if (!k) return false;
    await request.postForm('/api/lab/code', { kind: k.kind, source: k.source, lang: getLang(), ...codeLangField(k.lang) });
    return true;
  }

  // readFragment takes the codes of a link: its fragment's sources, named by the
  // hashes its query gives them (kind: the lab's kind, for #code=). It resolves to
  // the kinds read.
  async readFragment(fragment, q, kind = '') {
    const codes = fragmentCodes(fragment, kind);
    const langs = fragmentLangs(fragment);
    if (KINDS.includes(kind) && q.get('code-lang')) langs[kind] = parseCodeLang(q.get('code-lang')); // the lab's own link
    const hashes = linkHashes(q);
    const read = [];
    for (const [k, packed] of Object.entries(codes)) {
      let source;
      try {
        source = await unpack(packed);
      } catch {
        continue; // a link cut short: the view says what it cannot find
      }
      const same = this.source(k) === source && this.lang(k) === langs[k];
      this.set(k, source, hashes[k] || (same ? this.hash(k) : ''), packed, langs[k]);
      read.push(k);
    }
    return read;
  }

  // fragmentFor is the link's fragment a view's parameters need ('' for none): the
  // code each lab:HASH among them names ({game, eval, source, ...}) when the page has
  // it, "#game=...".
  fragmentFor(params) {
    const f = new URLSearchParams();
    for (const v of Object.values(params)) {
      const k = this.known.get(hashOf(v));
      if (k && k.packed) f.set(k.kind, k.packed);
      if (k && k.packed && linkLang(k.lang)) f.set(k.kind + '-lang', linkLang(k.lang));
    }
    const s = f.toString();
    return s ? '#' + s : '';
  }

  // packed resolves once every program the page has is packed (a link is written
  // after it).
  async packed() {
    const all = [...Object.values(this.code), ...this.known.values()];
    await Promise.all(all.map(async (c) => { if (!c.packed) c.packed = await pack(c.source); }));
  }
}

// labCode is the page's one LabCode.
export const labCode = new LabCode();
onLabUnknown((params, request) => labCode.resend(params && params.hash, request));

// labOption keeps a select's option for a kind's code ("your evaluation", "your
// game"): named by the form's value when that is a student's code, else by the lab's
// latest; shown once there is such code. label: its text.
export function labOption(sel, kind, label) {
  const current = isLab(sel.value) ? sel.value : '';
  const value = labCode.ref(kind) || current;
  let opt = [...sel.options].find((o) => isLab(o.value));
  if (!value) {
    if (opt) opt.remove();
    return;
  }
  if (!opt) {
    opt = document.createElement('option');
    sel.append(opt);
  }
  const selected = opt.selected;
  opt.value = value;
  opt.textContent = label;
  if (selected) sel.value = value;
}

// chooseLab selects value (a student's code, lab:HASH) in sel, adding its option.
export function chooseLab(sel, value, label) {
  let opt = [...sel.options].find((o) => isLab(o.value));
  if (!opt) {
    opt = document.createElement('option');
    sel.append(opt);
  }
  opt.value = value;
  opt.textContent = label;
  sel.value = value;
}
