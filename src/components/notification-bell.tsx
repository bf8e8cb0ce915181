// The bell 'Notificações' in the client area's and the panel's header: the unread count (in its
// accessible name too), and on opening the latest notifications, each linking to its art, with
// 'Marcar todas como lidas'.
import { useState } from 'react';
import { Badge, Button, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatDateTime } from '../../common/format';
import {
  bellLabel,
  useMarkAllRead,
  useNotificationList,
  useUnreadCount,
} from '../lib/notifications';
import { QueryError } from './query-error';
import { SiteIcon } from './site-icons';
import { InlineSpinner } from './inline-spinner';

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const list = useNotificationList(open);
  const markAll = useMarkAllRead();
  const count = unread.data?.count;

  return (
    <Dropdown
      show={open}
      onToggle={(next) => setOpen(next)}
      align="end"
      className="notification-bell"
    >
      <Dropdown.Toggle variant="outline-secondary" className="notification-bell-toggle">
        <SiteIcon name="bell" />
        {/* The name (with the count) in words; the badge is what eyes read. */}
        <span className="visually-hidden">{bellLabel(count)}</span>
        {count !== undefined && count > 0 && (
          <Badge bg="danger" pill className="ms-1" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-bell-menu p-0">
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
                    <Link
                      to={item.href}
                      className="notification-bell-item"
                      onClick={() => setOpen(false)}
                    >
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
      </Dropdown.Menu>
    </Dropdown>
  );
}
