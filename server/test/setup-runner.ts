// Each server test file's children start from the runner built for this run (global-setup.ts).
import { inject } from 'vitest';
import { runChildrenFrom } from '../jobs/isolated';

runChildrenFrom(inject('isolatedRunnerPath') || undefined);
