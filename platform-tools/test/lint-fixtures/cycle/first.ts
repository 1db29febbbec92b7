// Lint fixture: an import cycle (first → second → first). Never built; see package-graph.test.ts.
import { second } from './second';

export const first = (): string => `first then ${second()}`;
