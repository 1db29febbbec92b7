import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder as it loads and jsdom has none: test files import this first.
Object.assign(globalThis, { TextEncoder, TextDecoder });
