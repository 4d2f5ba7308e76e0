import Testing
import ViewlabLanguage

/// `UserDefaults` in memory, and `as?` to a written collection type; the expected output is swiftc 6.3's.
struct FoundationStoreTests {
    @Test func userDefaultsStoresInMemory() {
        let r = run("""
            let d = UserDefaults.standard
            print(d.integer(forKey: "count"), d.string(forKey: "name") ?? "none", d.bool(forKey: "on"))
            d.set(5, forKey: "count"); d.set("Ada", forKey: "name"); d.set(true, forKey: "on"); d.set(2.5, forKey: "x")
            d.set(["a", "b"], forKey: "tags")
            print(d.integer(forKey: "count"), d.string(forKey: "name") ?? "none", d.bool(forKey: "on"), d.double(forKey: "x"), d.stringArray(forKey: "tags") ?? [])
            d.removeObject(forKey: "count")
            d.register(defaults: ["count": 9])
            print(d.integer(forKey: "count"), d.object(forKey: "missing") == nil)
            let any: Any = [1, 2]
            print(any is [Int], any is [String])
            """)
        #expect(r.error == nil)
        #expect(r.output == "0 none false\n5 Ada true 2.5 [\"a\", \"b\"]\n9 true\ntrue false\n")
    }
}
