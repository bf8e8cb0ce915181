// The panel's list pages, each its content in the admin layout (admin-layout.tsx).
import type { ComponentType } from 'react';
import { AdminLayout } from './admin-layout';
import type { AdminSection } from './admin-side-menu';

/**
 * A panel page that is its `Content` in the layout: the content (and the queries its hooks make)
 * renders only once the layout knows an admin is signed in.
 */
export function adminPage(section: AdminSection, Content: ComponentType) {
  return function AdminPage() {
    return (
      <AdminLayout section={section}>
        <Content />
      </AdminLayout>
    );
  };
}
