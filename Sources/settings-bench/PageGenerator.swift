/// Realistic, deterministic pages for benchmarking: every cell type, CJK and Latin text, section
/// and cell styles, indicators in both shapes, about 110 bytes a cell.
enum PageGenerator {
    static let cjk = ["新消息通知", "隐私", "通用", "帮助与反馈", "关于微信", "账号与安全", "清理缓存", "夜间模式", "朋友圈", "表情"]
    static let latin = ["Notifications", "Privacy", "General", "Help", "About", "Account", "Storage", "Dark Mode", "Moments", "Stickers"]

    /// A page of `cells` cells in sections of ten. With `editEvery`, every that-many-th cell's
    /// title is changed, as the copy a diff compares against.
    static func page(cells: Int, editEvery: Int? = nil) -> String {
        var out = "title: 设置 Settings\nid: bench\nstyle: { titleFont: 15, indicatorColor: \"#888888\" }\nsections:\n"
        out.reserveCapacity(cells * 120)
        for s in 0..<(cells + 9) / 10 {
            out += "  - id: s\(s)\n    header: 分组 \(s) Group\n"
            if s % 5 == 0 { out += "    style: { titleColor: \"#333333\", imageGap: 12 }\n" }
            out += "    cells:\n"
            for c in 0..<min(10, cells - s * 10) {
                let i = s * 10 + c
                let word = i % 2 == 0 ? cjk[i % cjk.count] : latin[i % latin.count]
                let title = editEvery.map { i % $0 == 3 } == true ? "\(word) \(i) edited" : "\(word) \(i)"
                switch i % 10 {
                case 0 where i % 1000 == 0:
                    out += "      - { id: \(i), type: avatar, name: 用户\(i), account: \"微信号：user\(i)\", avatar: avatar, qrCode: qrcode }\n"
                case 2:
                    out += "      - { id: \(i), type: switch, title: \(title), on: \(i % 4 == 2) }\n"
                case 5:
                    out += "      - { id: \(i), title: \(title), image: icon_\(i % 7), indicator: 12.\(i % 10)M }\n"
                case 7:
                    out += "      - { id: \(i), type: none, title: \(title), style: { titleFont: { size: 14, weight: semibold } } }\n"
                case 9 where s % 10 == 9:
                    out += "      - { id: \(i), type: logout }\n"
                default:
                    out += "      - { id: \(i), title: \(title), image: icon_\(i % 7), indicator: { title: 详情, image: badge, imageFirst: false } }\n"
                }
            }
        }
        return out
    }

    /// A small page of `cells` cells, for whole-process runs.
    static func small(cells: Int, seed: Int) -> String {
        var out = "title: 页面 \(seed)\nsections:\n  - cells:\n"
        for i in 0..<cells {
            out += i % 3 == 1
                ? "      - { id: \(i), type: switch, title: 开关 \(i), on: true }\n"
                : "      - { id: \(i), title: 设置项 \(i), image: icon\(i), indicator: 详情 }\n"
        }
        return out
    }
}
