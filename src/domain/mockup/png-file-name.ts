// The name of the mockup's downloaded picture ('Baixar imagem').
/** A PNG's file name from the art's name: 'mockup-rotulo-mel-v2.png'. */
export function pngFileName(artName: string, versionLabel: string): string {
  const slug = artName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `mockup-${slug || 'arte'}-${versionLabel}.png`;
}
