import { quickOrderFileAnswer } from '@portal/domain';
import { apiUrl, postJson } from '../../api/http-client.ts';

export interface QuickOrderFileText {
  /** The file's lines as a paste would give them: 'number<TAB>quantity' each. */
  text: string;
  rows: number;
}

/** POST /api/quickOrder/file: a CSV or Excel list read into quick-order lines on the server. */
export async function readQuickOrderFile(file: File): Promise<QuickOrderFileText> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await postJson(apiUrl('/quickOrder/file'), form, () => quickOrderFileAnswer);
  return { text: answer.Data.Text, rows: answer.Data.Rows };
}
