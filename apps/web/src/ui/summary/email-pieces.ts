/** An e-mail address in pieces that may wrap between them: after '@' and before each dot. */
export const emailPieces = (address: string): string[] =>
  address.split(/(?<=@)|(?=\.)/).filter((piece) => piece !== '');
