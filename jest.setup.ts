import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core machine (jest's workers beside the
// builds) a lazily imported page can take longer to appear — over 5 s was seen with other work on
// the machine (settings' team, API keys and PIN pages). A wait that is met returns at once; one that
// is not still fails, later.
configure({ asyncUtilTimeout: 10_000 });

// react-router needs TextEncoder as it loads and jsdom has none; setup runs before a test file's
// imports, so no test or render helper polyfills it again.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });
