import Hummingbird

/// `GET /board`: the instructor's live board, one self-contained page (`BoardPageHTML.swift`:
/// inline CSS and script, no other file, nothing from another site). It takes the key from its URL's
/// fragment, which browsers never send, and sends it in `Authorization` headers only; so the page
/// itself needs no key and holds no secret.
enum BoardPage {
    static var response: Response {
        Response(status: .ok, headers: [
            .contentType: "text/html; charset=utf-8",
            .cacheControl: "no-store",
            // Nothing but this page's own script and style, and requests to this server.
            .contentSecurityPolicy: "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
                + "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            .xContentTypeOptions: "nosniff",
        ], body: ResponseBody(byteBuffer: ByteBuffer(string: BoardPageHTML.text)))
    }
}
