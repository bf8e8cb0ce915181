import { describe, expect, it } from 'vitest';
import { ownProcStatusMb, procStatusMb } from './proc-status';

describe.runIf(process.platform === 'linux')('the /proc status reader', () => {
  it("reads a process's resident memory and this one's data segment, in MB", async () => {
    const rss = await procStatusMb(process.pid, 'VmRSS');
    const expected = Math.round(process.memoryUsage.rss() / 1024 / 1024);
    expect(rss).toBeGreaterThan(0);
    expect(Math.abs(rss! - expected)).toBeLessThan(64);
    expect(ownProcStatusMb('VmData')).toBeGreaterThan(0);
  });

  it('answers null for a process that has gone', async () => {
    // Above the kernel's largest pid (4194304), so never a live process.
    expect(await procStatusMb(2 ** 23, 'VmRSS')).toBeNull();
  });
});
