// The text to show for any failure: the server's pt-BR message when there is one.
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Erro inesperado. Tente novamente.';
}
