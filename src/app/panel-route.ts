// The `handle` of the admin panel's routes (router.tsx): their pages bring their own frame, so the
// root layout leaves out the public site's navigation and footer there.
export const panelRoute = { panel: true } as const;

export const isPanelRoute = (handle: unknown) => handle === panelRoute;
