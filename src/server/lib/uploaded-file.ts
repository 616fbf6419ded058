import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

type Messages = { field: string; missing: string; tooLarge: string };

/**
 * The one file of a multipart request, as bytes, or a refusal in the form's words: 415 when the request is not
 * multipart, 400 without a file, 413 over the size limit the multipart plugin was registered with (it counts
 * bytes as they stream in and stops at the limit), 400 for anything it could not read.
 */
export async function uploadedFile(request: FastifyRequest, messages: Messages): Promise<Buffer> {
  const { field } = messages;
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.', { field });
  try {
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', messages.missing, { field });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, { title: 'File too large', field });
    throw new AppError('BAD_REQUEST', 'Could not read the uploaded file.', { title: 'Upload failed', field });
  }
}
