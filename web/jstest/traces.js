// The traces the unit tests read (testdata/, written by TestPageModules -update as the
// server sends them: /api/trace's columns form), each a fresh document: the model
// takes a document's arrays.
import './env.js';
import { readFileSync } from 'node:fs';
import { Trace } from '../static/js/model.js';

export const TRACES = ['textbook-alphabeta', 'textbook-minimax', 'stones-naive', 'tictactoe-negamax-ab', 'random-b3-d5', 'stopped'];

export const doc = (name) => JSON.parse(readFileSync(new URL(`./testdata/${name}.json`, import.meta.url), 'utf8'));

export const trace = (name) => new Trace(doc(name));
