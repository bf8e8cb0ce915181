// React Router's <ScrollRestoration />, minus its jump to the top when the app first renders. The
// app hydrates a page the server rendered, which a visitor may have scrolled already: the first
// render finishes an initial navigation (the page's lazy route), so the router has nothing saved
// and scrolls to the top, under the visitor's finger (a press going down on a button came up on the
// heading above it). Later navigations are the router's: the top, an anchor, or where the visitor
// was on the way back.
import { useLayoutEffect } from 'react';
import { ScrollRestoration } from 'react-router';

let scrolledBeforeFirstRender: number | null = null;

/** Runs first: siblings' layout effects run in order, in the same commit, before the browser paints. */
function NoteScroll() {
  useLayoutEffect(() => {
    scrolledBeforeFirstRender = window.scrollY;
  }, []);
  return null;
}

/** Runs after the router's: puts the page back where it was, before anything painted. */
function KeepScroll() {
  useLayoutEffect(() => {
    const y = scrolledBeforeFirstRender;
    scrolledBeforeFirstRender = null;
    if (y !== null && window.scrollY !== y) window.scrollTo(0, y);
  }, []);
  return null;
}

export function PageScroll() {
  return (
    <>
      <NoteScroll />
      <ScrollRestoration />
      <KeepScroll />
    </>
  );
}
