// The benchmark's servers and gateway, in the low-priority process `startStack` (stack.ts) starts.
import { runStackServer } from './stack';

void runStackServer();
