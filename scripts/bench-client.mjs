// Starts bench-client.ts on its worker thread: a worker does not inherit tsx's loader, so it is
// registered here first.
import { register } from 'tsx/esm/api';

register();
await import('./bench-client.ts');
