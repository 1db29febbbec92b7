import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder as it loads and jsdom has none: import this module before it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
