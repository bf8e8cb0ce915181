// The performance marks of the 3D mockup, shared by the page and the benchmark
// (scripts/bench-mockup.ts): from the click on 'Mockup 3D' to the first frame drawn.
export const MOCKUP_OPEN_MARK = 'mockup-open';
export const MOCKUP_FIRST_FRAME_MARK = 'mockup-first-frame';
