import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startMeasuredSite } from './scripts/measured-site';
const pages = process.argv.slice(2);
const site = await startMeasuredSite({ signedIn: false });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  for (let pass = 0; pass < 5; pass++) for (const page of pages) {
    const r = await lighthouse(`${site.baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
    const a = r!.lhr.audits;
    const m = (a.metrics.details as any).items[0];
    const reqs = (a['network-requests'].details as any).items as any[];
    const before = reqs.filter((q) => q.networkRequestTime < m.observedLargestContentfulPaint);
    const kb = (xs: any[]) => Math.round(xs.reduce((s, q) => s + q.transferSize, 0) / 1024);
    const byType: Record<string, string> = {};
    for (const q of before) byType[q.resourceType] = `${(Number(byType[q.resourceType]?.split('/')[0]) || 0) + 1}/` ;
    const types = [...new Set(before.map((q) => q.resourceType))].map((t) => `${t}:${before.filter((q) => q.resourceType === t).length}=${kb(before.filter((q) => q.resourceType === t))}KB`);
    const ttfb = Math.round((a['server-response-time'] as any).numericValue);
    const tasks = ((a['main-thread-tasks'].details as any).items as any[]).filter((t) => t.startTime < m.observedLargestContentfulPaint);
    const cpu = Math.round(tasks.reduce((s2, t) => s2 + t.duration, 0));
    const rtt = Math.round((a['network-rtt'] as any).numericValue);
    const srv = Math.round((a['network-server-latency'] as any).numericValue);
    console.log('   ttfb', ttfb, 'cpu before LCP', cpu, 'tasks', tasks.map((t) => Math.round(t.duration)).join(','), 'rtt', rtt, 'srvlat', srv);
    console.log(page, 'LCP', Math.round(m.largestContentfulPaint), 'FCP', Math.round(m.firstContentfulPaint), '| observed FCP', Math.round(m.observedFirstContentfulPaint), 'LCP', Math.round(m.observedLargestContentfulPaint), '| before LCP', before.length, kb(before) + 'KB', types.join(' '));
  }
} finally { await chrome.kill(); await site.close(); }
