/// A PNG file from 8-bit RGBA pixels (the PNG specification, ISO/IEC 15948): one IHDR, one IDAT whose
/// zlib stream holds the rows in stored (uncompressed) deflate blocks, and IEND. Stored blocks keep
/// the encoder a few lines long; the pictures it makes are embedded once in an SVG.
enum PNGEncoding {
    static func png(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 4 + 1) * height)
        for y in 0..<height {
            raw.append(0) // filter type None
            raw += rgba[(y * width * 4)..<((y + 1) * width * 4)]
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)); header += bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // 8 bits a channel, RGBA, deflate, adaptive filtering, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// RFC 1950/1951: a zlib header, stored blocks of at most 65535 bytes, the Adler-32 of the data.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB88320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFFFFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFFFFFF
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
}
