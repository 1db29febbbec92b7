import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core machine (jest's workers beside the
// builds) a lazily imported page can take longer to appear. A wait that is not met still fails.
configure({ asyncUtilTimeout: 5000 });

// react-router needs TextEncoder as it loads and jsdom has none; setup runs before a test file's
// imports, so no test or render helper polyfills it again.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });
