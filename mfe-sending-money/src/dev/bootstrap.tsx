import { mountDevHarness } from 'platform-tools/dev-harness';
import remote from '../remote';

mountDevHarness(remote);
