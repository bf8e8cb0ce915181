// The one message for every failed sign-in: it never tells which of e-mail or password was wrong.
// ('Entrar' was disabled while the answer came, so focus stays in the page when it closes.)
import { MessageDialog } from '../../../components/message-dialog';

export { LOGIN_ERROR_MESSAGE } from '../../../../common/sign-in';

export function LoginErrorDialog(props: { message: string | null; onClose: () => void }) {
  return (
    <MessageDialog show={props.message !== null} title="Erro ao entrar" onClose={props.onClose}>
      {props.message}
    </MessageDialog>
  );
}
