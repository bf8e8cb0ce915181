// The bell 'Notificações' in the client area's and the panel's header: the unread count (in its
// accessible name too), and on opening the latest notifications, each linking to its art, with
// 'Marcar todas como lidas'. A disclosure (a button and the panel it shows) rather than
// react-bootstrap's Dropdown: the panel is not a menu of commands, and Dropdown brought Popper, the
// largest part of the code every signed-in page evaluates before it answers a tap.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatDateTime } from '../../../common/format';
import {
  bellLabel,
  useMarkAllRead,
  useNotificationList,
  useUnreadCount,
} from '../../lib/notifications';
import { QueryError } from '../../components/query-error';
import { SiteIcon } from '../../components/site-icons';
import { InlineSpinner } from '../../components/inline-spinner';

/** The least room kept between the panel and the window's edge. */
const EDGE_PX = 8;

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data?.count;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Closed by Escape (the focus goes back to the bell) and by a press anywhere else.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="notification-bell">
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-outline-secondary notification-bell-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <SiteIcon name="bell" />
        {/* The name (with the count) in words; the badge is what eyes read. */}
        <span className="visually-hidden">{bellLabel(count)}</span>
        {count !== undefined && count > 0 && (
          <span className="badge rounded-pill bg-danger ms-1" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} onFollow={() => setOpen(false)} />}
    </div>
  );
}

function NotificationPanel({ id, onFollow }: { id: string; onFollow: () => void }) {
  const list = useNotificationList(true);
  const markAll = useMarkAllRead();
  const panelRef = useRef<HTMLDivElement>(null);

  // Right-aligned under the bell; where the bell sits near the window's left edge (a phone's
  // wrapped header), moved right until the whole panel is in view (again when the window turns).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const place = () => {
      panel.style.transform = '';
      // A phone's panel spans the screen under the bell (notifications.css): fixed, so it is laid
      // out apart from the page it covers and no button of the page shows half under its edge.
      if (getComputedStyle(panel).position === 'fixed') {
        const bell = panel.parentElement?.getBoundingClientRect();
        panel.style.top = bell ? `${bell.bottom + 4}px` : '';
        return;
      }
      panel.style.top = '';
      const { left } = panel.getBoundingClientRect();
      if (left < EDGE_PX) panel.style.transform = `translateX(${EDGE_PX - left}px)`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);

  return (
    <div ref={panelRef} id={id} className="notification-bell-menu">
      <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
        <p className="h6 mb-0">Notificações</p>
        <Button
          variant="link"
          size="sm"
          className="notification-bell-action"
          disabled={markAll.isPending || !list.data || list.data.unread === 0}
          onClick={() => markAll.mutate()}
        >
          Marcar todas como lidas
        </Button>
      </div>
      {markAll.isError && (
        <p role="alert" className="text-danger small px-3 my-2">
          {markAll.error.message}
        </p>
      )}
      {list.isPending ? (
        <p className="px-3 py-3 mb-0 d-flex align-items-center gap-2" role="status">
          <InlineSpinner className="" /> Carregando notificações…
        </p>
      ) : list.isError ? (
        <div className="p-2">
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="px-3 py-3 mb-0 text-body-secondary">Nenhuma notificação por enquanto.</p>
      ) : (
        <ul className="list-unstyled mb-0 notification-bell-list">
          {list.data.items.map((item) => {
            const body = (
              <>
                <span className={item.read ? '' : 'fw-semibold'}>
                  {!item.read && <span className="visually-hidden">Não lida: </span>}
                  {item.text}
                </span>
                <time className="d-block small text-body-secondary" dateTime={item.createdAt}>
                  {formatDateTime(item.createdAt)}
                </time>
              </>
            );
            return (
              <li key={item.id} className="border-bottom">
                {item.href ? (
                  <Link to={item.href} className="notification-bell-item" onClick={onFollow}>
                    {body}
                  </Link>
                ) : (
                  <div className="notification-bell-item">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
