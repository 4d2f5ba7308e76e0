import Foundation
import Testing
import ViewlabModel
import ViewlabShading

/// The GLSL fragment-shader interpreter behind SKShader (Pro SwiftUI, ch. 5, "Magic with SpriteKit").
struct ShaderProgramTests {
    static let water = """
        void main() {
            float speed = u_time * u_speed;
            v_tex_coord.x += cos((v_tex_coord.x + speed) * u_frequency) * u_strength;
            v_tex_coord.y += sin((v_tex_coord.y + speed) * u_frequency) * u_strength;
            gl_FragColor = texture2D(u_texture, v_tex_coord);
        }
        """

    /// A texture whose colour is its coordinate: r = x, g = y.
    static func coordinates(_ x: Double, _ y: Double) -> ShaderColor { ShaderColor(r: x, g: y, b: 0, a: 1) }

    /// Runs `body` as main's body for one fragment.
    func run(_ body: String, texCoord: (x: Double, y: Double) = (0.25, 0.75), time: Double = 0,
             uniforms: [String: [Double]] = [:]) throws -> ShaderColor {
        let program = try ShaderProgram(source: "void main() {\n\(body)\n}")
        return try program.fragmentColor(ShaderInputs(texCoord: texCoord, time: time, uniforms: uniforms,
                                                      sampleTexture: Self.coordinates))
    }

    func compileError(_ source: String) -> ShaderError? {
        do {
            _ = try ShaderProgram(source: source)
            return nil
        } catch {
            return error as? ShaderError
        }
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    // MARK: 1–2. The book's water shader

    /// Pro SwiftUI, seed L3618–3623: with u_time 1, u_speed 8, u_frequency 4, u_strength 2, the
    /// fragment at x = 22 moves by cos(120)·2 ≈ 1.628 and sin(120)·2 ≈ 1.16; at x = 23 by
    /// cos(124)·2 ≈ −0.19 and sin(124)·2 ≈ −1.99.
    @Test func theBooksWorkedExample() throws {
        let source = """
            void main() { float speed = u_time * u_speed; gl_FragColor = vec4(cos((v_tex_coord.x + speed) * u_frequency) * u_strength, sin((v_tex_coord.x + speed) * u_frequency) * u_strength, 0.0, 1.0); }
            """
        let program = try ShaderProgram(source: source)
        let uniforms: [String: [Double]] = ["u_speed": [8], "u_frequency": [4], "u_strength": [2]]
        let at22 = try program.fragmentColor(ShaderInputs(texCoord: (22, 0), time: 1, uniforms: uniforms))
        #expect(abs(at22.r - 1.62) < 0.01)
        #expect(abs(at22.g - 1.16) < 0.01)
        #expect(at22.b == 0 && at22.a == 1)
        let at23 = try program.fragmentColor(ShaderInputs(texCoord: (23, 0), time: 1, uniforms: uniforms))
        #expect(abs(at23.r - -0.19) < 0.01)
        #expect(abs(at23.g - -1.99) < 0.01)
    }

    @Test func theWaterShaderDisplacesTheTextureCoordinate() throws {
        let program = try ShaderProgram(source: Self.water)
        #expect(program.uniformNames == ["u_speed", "u_frequency", "u_strength"])
        for (x, y, t) in [(0.3, 0.6, 1.5), (0.9, 0.05, 12.25), (0.0, 1.0, 0.0)] {
            let (speed, frequency, strength) = (0.5, 20.0, 0.01)
            let color = try program.fragmentColor(ShaderInputs(
                texCoord: (x, y), time: t,
                uniforms: ["u_speed": [speed], "u_frequency": [frequency], "u_strength": [strength]],
                sampleTexture: Self.coordinates))
            #expect(close(color.r, x + cos((x + t * speed) * frequency) * strength))
            #expect(close(color.g, y + sin((y + t * speed) * frequency) * strength))
            #expect(color.b == 0 && color.a == 1)
        }
    }

    /// A uniform the app does not set reads as 0 (SpriteKit's behaviour): the water stands still.
    @Test func aMissingUniformIsZero() throws {
        let program = try ShaderProgram(source: Self.water)
        let color = try program.fragmentColor(ShaderInputs(texCoord: (0.3, 0.6), time: 4, sampleTexture: Self.coordinates))
        #expect(color == ShaderColor(r: 0.3, g: 0.6, b: 0, a: 1))
    }

    /// The book's variant: a copy of the coordinate, and the sprite's colour blend.
    @Test func theCopiedCoordinateVariantWithColorMix() throws {
        let source = """
            void main() {
                vec2 coord = v_tex_coord;   // a copy: v_tex_coord itself is untouched
                /* move it
                   sideways */
                coord.x += cos((coord.x + u_time * u_speed)
                               * u_frequency) * u_strength;
                gl_FragColor = texture2D(u_texture, coord) * v_color_mix.a;
            }
            """
        let program = try ShaderProgram(source: source)
        let color = try program.fragmentColor(ShaderInputs(
            texCoord: (0.5, 0.25), time: 2, uniforms: ["u_speed": [1], "u_frequency": [3], "u_strength": [0.1]],
            colorMix: ShaderColor(r: 1, g: 1, b: 1, a: 0.5), sampleTexture: Self.coordinates))
        #expect(close(color.r, (0.5 + cos((0.5 + 2) * 3) * 0.1) * 0.5))
        #expect(close(color.g, 0.25 * 0.5))
        #expect(close(color.a, 0.5))
    }

    // MARK: 3. The language

    @Test func swizzlesReadAndWrite() throws {
        #expect(try run("vec4 c = vec4(0.1, 0.2, 0.3, 0.4); gl_FragColor = c.wzyx;") == ShaderColor(r: 0.4, g: 0.3, b: 0.2, a: 0.1))
        #expect(try run("vec4 c = vec4(1.0, 2.0, 3.0, 4.0); gl_FragColor = vec4(c.rg, c.b, c.a * 2.0);")
                == ShaderColor(r: 1, g: 2, b: 3, a: 8))
        #expect(try run("vec2 st = vec2(5.0, 6.0); gl_FragColor = vec4(st.ts, st.s, 1.0);") == ShaderColor(r: 6, g: 5, b: 5, a: 1))
        #expect(try run("vec4 c = vec4(0.0); c.yx = vec2(1.0, 2.0); c.w = 9.0; c.z += 0.5; gl_FragColor = c;")
                == ShaderColor(r: 2, g: 1, b: 0.5, a: 9))
        #expect(try run("vec4 c = vec4(1.0, 2.0, 3.0, 4.0); c.xyz *= 2.0; c[3] = 7.0; gl_FragColor = c;")
                == ShaderColor(r: 2, g: 4, b: 6, a: 7))
        #expect(try run("gl_FragColor = vec4(v_tex_coord.yx, v_tex_coord.xx.y, 1.0);") == ShaderColor(r: 0.75, g: 0.25, b: 0.25, a: 1))
        #expect(try run("vec3 v = vec3(1.0, 2.0, 3.0); float i = 1.0; i += 1.0; gl_FragColor = vec4(v[int(i)]);")
                == ShaderColor(r: 3, g: 3, b: 3, a: 3))
    }

    @Test func constructorsAndComponentWiseOperators() throws {
        #expect(try run("gl_FragColor = vec4(vec3(0.5), 1.0);") == ShaderColor(r: 0.5, g: 0.5, b: 0.5, a: 1))
        #expect(try run("vec4 v = vec4(1.0, 2.0, 3.0, 4.0); gl_FragColor = vec4(vec2(v), vec2(v.zw));")
                == ShaderColor(r: 1, g: 2, b: 3, a: 4))
        #expect(try run("gl_FragColor = vec4(vec2(1.0, 2.0) * vec2(3.0, 4.0), 10.0 / vec2(4.0, 5.0));")
                == ShaderColor(r: 3, g: 8, b: 2.5, a: 2))
        #expect(try run("gl_FragColor = vec4(1.0) - vec4(0.25, 0.5, 0.75, 1.0) * 2.0;") == ShaderColor(r: 0.5, g: 0, b: -0.5, a: -1))
        #expect(try run("gl_FragColor = -vec4(1.0, -2.0, 3.0, -4.0) + 1.0;") == ShaderColor(r: 0, g: 3, b: -2, a: 5))
        #expect(try run("gl_FragColor = vec4(float(true), int(2.7), int(-2.7), float(bool(0.0)));") == ShaderColor(r: 1, g: 2, b: -2, a: 0))
        #expect(try run("gl_FragColor = vec4(.5, 2., 1e-3, 1);") == ShaderColor(r: 0.5, g: 2, b: 0.001, a: 1))
        #expect(try run("gl_FragColor = vec4(0x10, 010, 1.5E+2, 0);") == ShaderColor(r: 16, g: 8, b: 150, a: 0))   // hex, octal (§4.1.3)
        // §5.4.2: extra components of the last argument are dropped.
        #expect(try run("gl_FragColor = vec4(vec3(0.5), vec2(1.0, 9.0));") == ShaderColor(r: 0.5, g: 0.5, b: 0.5, a: 1))
        // Division by zero is IEEE, not an error.
        #expect(try run("gl_FragColor = vec4(1.0 / 0.0, -1.0 / 0.0, 0.0, 1.0);") == ShaderColor(r: .infinity, g: -.infinity, b: 0, a: 1))
    }

    @Test func builtInFunctions() throws {
        let c = try run("""
            gl_FragColor = vec4(mix(2.0, 4.0, 0.25), clamp(1.5, 0.0, 1.0), smoothstep(0.0, 1.0, 0.25), fract(-1.25));
            """)
        #expect(c.r == 2.5 && c.g == 1)
        #expect(close(c.b, 0.15625))          // t·t·(3 − 2t) at t = 0.25
        #expect(c.a == 0.75)                  // −1.25 − floor(−1.25)
        // GLSL's mod: x − y·floor(x/y), so the result takes the sign of y.
        let m = try run("gl_FragColor = vec4(mod(-1.0, 3.0), mod(5.5, 2.0), mod(1.0, -3.0), mod(-7.0, -3.0));")
        #expect(m == ShaderColor(r: 2, g: 1.5, b: -2, a: -1))
        let v = try run("""
            vec2 a = vec2(3.0, 4.0);
            gl_FragColor = vec4(length(a), distance(a, vec2(0.0, 1.0)), dot(a, a), step(0.5, 0.4));
            """)
        #expect(v.r == 5 && close(v.g, sqrt(18)) && v.b == 25 && v.a == 0)
        let w = try run("""
            gl_FragColor = vec4(normalize(vec2(3.0, 4.0)), cross(vec3(1.0, 0.0, 0.0), vec3(0.0, 1.0, 0.0)).z, atan(1.0, 1.0));
            """)
        #expect(close(w.r, 0.6) && close(w.g, 0.8) && w.b == 1 && close(w.a, Double.pi / 4))
        let g = try run("gl_FragColor = mix(vec4(0.0), vec4(1.0, 2.0, 3.0, 4.0), 0.5) + clamp(vec4(-1.0, 0.5, 2.0, 1.0), 0.0, 1.0);")
        #expect(g == ShaderColor(r: 0.5, g: 1.5, b: 2.5, a: 3))
        let h = try run("gl_FragColor = vec4(pow(2.0, 10.0), sqrt(16.0), abs(-3.0) + sign(-2.0), min(max(0.2, 0.1), 0.15));")
        #expect(h == ShaderColor(r: 1024, g: 4, b: 2, a: 0.15))
        let d = try run("gl_FragColor = vec4(degrees(radians(90.0)), floor(-0.5), ceil(0.2), exp2(3.0));")
        #expect(close(d.r, 90) && d.g == -1 && d.b == 1 && d.a == 8)
    }

    @Test func ifElseAndForLoops() throws {
        let c = try run("""
            float total = 0.0;
            for (int i = 0; i < 10; i++) {
                if (i == 3) { continue; }
                if (i >= 6) break;
                total += float(i);
            }
            float sign = v_tex_coord.x > 0.5 ? 1.0 : -1.0;
            if (total > 100.0) { gl_FragColor = vec4(1.0); } else if (total == 12.0) { gl_FragColor = vec4(total, sign, 0.0, 1.0); }
            """)
        #expect(c == ShaderColor(r: 12, g: -1, b: 0, a: 1))   // 0+1+2+4+5
        let w = try run("float n = 0.0; while (n < 5.0) { n += 2.0; } do { n -= 1.0; } while (n > 10.0); gl_FragColor = vec4(n);")
        #expect(w.r == 5)
        let b = try run("bool a = true; bool b = !a || (1.0 < 2.0 && !(3.0 > 4.0)); gl_FragColor = vec4(b ? 1.0 : 0.0, a ^^ b ? 1.0 : 0.0, 0.0, 0.0);")
        #expect(b == ShaderColor(r: 1, g: 0, b: 0, a: 0))
    }

    /// GLSL ES 1.0 §6.4: a discarded fragment draws nothing.
    @Test func discardMakesTheFragmentTransparent() throws {
        let source = "gl_FragColor = vec4(1.0); if (v_tex_coord.x < 0.5) { discard; } gl_FragColor.a = 0.5;"
        #expect(try run(source, texCoord: (0.25, 0)) == ShaderColor(r: 0, g: 0, b: 0, a: 0))
        #expect(try run(source, texCoord: (0.75, 0)) == ShaderColor(r: 1, g: 1, b: 1, a: 0.5))
        // Never written: transparent black.
        #expect(try run("float x = 1.0;") == ShaderColor(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func functionsConstsGlobalsAndUniforms() throws {
        let source = """
            precision mediump float;
            uniform vec2 u_centre;
            const float k = 2.0 * 3.0;
            float scale = 0.5;
            float wave(float x, float amount) {
                return sin(x) * amount;
            }
            vec2 offset(vec2 p) { return p - u_centre; }
            void main() {
                vec2 d = offset(v_tex_coord);
                gl_FragColor = vec4(d, wave(k, scale), u_brightness + wave(wave(1.0, 1.0), 1.0) * 0.0);
            }
            """
        let program = try ShaderProgram(source: source)
        #expect(program.uniformNames == ["u_centre", "u_brightness"])
        #expect(program.uniformSizes == ["u_centre": 2, "u_brightness": 1])
        let c = try program.fragmentColor(ShaderInputs(texCoord: (0.75, 0.5), uniforms: ["u_centre": [0.5, 0.25], "u_brightness": [0.9]]))
        #expect(c.r == 0.25 && c.g == 0.25 && close(c.b, sin(6) * 0.5) && c.a == 0.9)
    }

    /// An undeclared uniform is as wide as the values supplied for it (SKUniform's vectorFloat2 is two numbers).
    @Test func anUndeclaredUniformTakesTheSizeSupplied() throws {
        let program = try ShaderProgram(source: "void main() { gl_FragColor = vec4(v_tex_coord - u_centre, 0.0, 1.0); }")
        #expect(program.uniformSizes == ["u_centre": 1])
        let asFloat = try program.fragmentColor(ShaderInputs(texCoord: (0.5, 0.5), uniforms: ["u_centre": [0.25]]))
        #expect(asFloat == ShaderColor(r: 0.25, g: 0.25, b: 0, a: 1))
        let asVec2 = try program.fragmentColor(ShaderInputs(texCoord: (0.5, 0.5), uniforms: ["u_centre": [0.25, 0.5]]))
        #expect(asVec2 == ShaderColor(r: 0.25, g: 0, b: 0, a: 1))
        // A swizzle on it says it is a vector.
        let swizzled = try ShaderProgram(source: "void main() { gl_FragColor = vec4(u_tint.rgb, 1.0); }")
        #expect(swizzled.uniformSizes == ["u_tint": 3])
    }

    // MARK: 4. Compile errors

    @Test func anUnknownFunctionSuggestsTheNearestBuiltIn() throws {
        let error = try #require(compileError("void main() {\n    gl_FragColor = vec4(cosine(1.0));\n}"))
        #expect(error.line == 2 && error.column == 25)
        #expect(error.message == "unknown function 'cosine'; did you mean 'cos'?")
        #expect(error.messageZh == "未知的函数 'cosine'；你是不是想写 'cos'？")
        let typo = try #require(compileError("void main() { gl_FragColor = vec4(smoothstp(0.0, 1.0, 0.5)); }"))
        #expect(typo.message == "unknown function 'smoothstp'; did you mean 'smoothstep'?")
        let variable = try #require(compileError("void main() { gl_FragColor = texture2D(u_texture, v_texcoord); }"))
        #expect(variable.message == "unknown variable 'v_texcoord'; did you mean 'v_tex_coord'?")
        #expect(variable.line == 1 && variable.column == 51)
    }

    @Test func aMissingSemicolonIsReportedWhereItBelongs() throws {
        let error = try #require(compileError("""
            void main() {
                float speed = u_time * u_speed
                gl_FragColor = vec4(speed);
            }
            """))
        #expect(error.line == 2 && error.column == 35)
        #expect(error.message == "expected ';' after the statement")
        #expect(error.messageZh == "语句末尾缺少 ';'")
    }

    @Test func vectorsOfDifferentSizesDoNotMix() throws {
        let error = try #require(compileError("""
            void main() {
                vec2 a = vec2(1.0);
                vec3 b = vec3(1.0);
                gl_FragColor = vec4(a + b, 1.0, 1.0);
            }
            """))
        #expect(error.line == 4 && error.column == 27)
        #expect(error.message == "can't apply '+' to vec2 and vec3")
        #expect(error.messageZh == "不能对 vec2 和 vec3 使用 '+'")
        let initial = try #require(compileError("void main() {\n  float x = vec2(1.0, 2.0);\n}"))
        #expect(initial.line == 2 && initial.column == 9)
        #expect(initial.message == "can't initialize a float with a vec2")
    }

    @Test func aShaderNeedsVoidMain() throws {
        let none = try #require(compileError("float f(float x) { return x; }"))
        #expect(none.line == 1 && none.column == 1)
        #expect(none.message == "the shader has no 'void main()' function")
        #expect(none.messageZh == "着色器没有 'void main()' 函数")
        let typo = try #require(compileError("\nvoid mian() {\n}"))
        #expect(typo.line == 2 && typo.column == 6)
        #expect(typo.message == "the shader has no 'void main()' function; is 'mian' meant to be 'main'?")
    }

    @Test func moreCompileErrors() throws {
        let cases: [(String, Int, Int, String)] = [
            ("void main() {\n  u_time = 1.0;\n}", 2, 3, "'u_time' is read-only: SpriteKit sets it"),
            ("void main() {\n  gl_FragColor = vec4(clamp(1.0, 0.0));\n}", 2, 23, "'clamp' takes 3 arguments, not 2"),
            ("void main() {\n  gl_FragColor = vec4((1.0 + 2.0);\n}", 2, 34, "expected ')' to close the '(' on line 2, but found ';'"),
            ("void main() {\n  gl_FragColor = vec4(1.0);\n", 3, 1, "expected '}' to close the '{' on line 1, but found the end of the shader"),
            ("void main() {\n  gl_FragColor = gl_FragCoord;\n}", 2, 18, "viewlab does not support 'gl_FragCoord' yet"),
            ("void main() {\n  if (1.0) { discard; }\n}", 2, 7, "the condition must be a bool, not a float"),
            ("void main() {\n  float x = 5.0 % 2.0;\n}", 2, 17, "'%' is reserved in GLSL ES 1.0; use mod(x, y)"),
            ("void main() {\n  u_speed += 1.0;\n}", 2, 3, "'u_speed' is a uniform: the shader can read it but not change it"),
            ("void main() {\n  vec2 v = vec2(1.0);\n  v.z = 1.0;\n}", 3, 5, "a vec2 has no component 'z'"),
            ("void main() {\n  gl_FragColor = vec4(1.0f);\n}", 2, 23, "a GLSL ES float literal has no 'f' suffix: write '1.0'"),
            ("void main() {\n  gl_FragColor = vec4(1.0, 2.0, 3.0);\n}", 2, 18, "vec4 needs 4 components but got 3"),
            ("float f(float x) { return f(x); }\nvoid main() { }", 1, 27, "'f' calls itself; GLSL ES does not allow recursion"),
            ("void main() {\n  gl_FragColor = vec4(1.0)；\n}", 2, 27, "'；' is a full-width character; type ';' instead"),
            ("void main() {\n  /* never closed\n}", 2, 3, "the '/*' comment is never closed with '*/'"),
        ]
        for (source, line, column, message) in cases {
            let error = try #require(compileError(source), "\(source)")
            #expect(error.message == message, "\(source)")
            #expect(error.line == line && error.column == column, "\(source): \(error)")
        }
    }

    /// Absurd nesting is refused, not a stack overflow.
    @Test func deepNestingIsACompileError() throws {
        let parens = "void main() { float x = " + String(repeating: "(", count: 1000) + "1.0" + String(repeating: ")", count: 1000) + "; }"
        let chain = "void main() { float x = " + Array(repeating: "1.0", count: 1000).joined(separator: " + ") + "; }"
        for source in [parens, chain] {
            let error = try #require(compileError(source))
            #expect(error.message == "the shader nests too deeply for viewlab; split the expression or the statements")
        }
        // A long but flat expression is fine.
        #expect(try run("gl_FragColor = vec4(" + Array(repeating: "0.125", count: 24).joined(separator: " + ") + ");").r == 3)
    }

    @Test func everyErrorHasItsOwnChineseText() throws {
        let sources = [
            "void main() {\n  gl_FragColor = vec4(cosine(1.0));\n}",
            "void main() {\n  float a = 1.0\n}",
            "void main() {\n  vec2 a = vec2(1.0) + vec3(1.0);\n}",
            "void nothing() {}",
            "void main() {\n  u_time = 1.0;\n}",
            "void main() {\n  for (;;) { break }\n}",
        ]
        for source in sources {
            let error = try #require(compileError(source), "\(source)")
            #expect(!error.messageZh.isEmpty)
            #expect(error.messageZh != error.message)
            #expect(error.messageZh.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(error.messageZh)")
        }
    }

    // MARK: 5. A runaway loop

    @Test func aRunawayLoopStopsWithARuntimeError() throws {
        let program = try ShaderProgram(source: """
            void main() {
                float x = 0.0;
                for (int i = 0; i < 10; i--) {
                    x += 1.0;
                }
                gl_FragColor = vec4(x);
            }
            """)
        #expect(program.stepBudget == 100_000)
        do {
            _ = try program.fragmentColor(ShaderInputs())
            Issue.record("the loop should not finish")
        } catch let error as ShaderError {
            #expect(error.message == "the shader ran more than 100000 steps for one pixel")
            #expect(!error.messageZh.isEmpty && error.messageZh != error.message)
            #expect(error.line == 3 || error.line == 4)
        }
        // A loop that does end well within the budget runs.
        var bounded = try ShaderProgram(source: "void main() { float x = 0.0; while (x < 1000.0) { x += 1.0; } gl_FragColor = vec4(x); }")
        #expect(try bounded.fragmentColor(ShaderInputs()).r == 1000)
        bounded.stepBudget = 500
        #expect(throws: ShaderError.self) { try bounded.fragmentColor(ShaderInputs()) }
    }
}
