// 'Sua sessão terminou…' on a sign-in page the visitor was sent to because their session ended
// while a page was open (src/lib/session.ts), so the sign-in form is not a surprise.
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { forgetSessionEnded, sessionEndedNotice } from '../../../lib/session';

export function SessionEndedNotice() {
  const [notice] = useState(sessionEndedNotice);
  // Said once: a later visit to the page is not about that session.
  useEffect(forgetSessionEnded, []);
  if (!notice) return null;
  return (
    <Alert variant="warning" role="status">
      {notice}
    </Alert>
  );
}
