import Primitives
import Testing

@testable import Widgets

@Suite struct DeviceTests {
  @Test func presetsByNameIgnoringCaseSpacesAndDashes() {
    #expect(Device.named("iPhone 15")?.size == Size(width: 393, height: 852))
    #expect(Device.named("iphone-15-pro-max")?.size == Size(width: 430, height: 932))
    #expect(Device.named("IPHONE SE")?.scale == 2)
    #expect(Device.named("ipad pro 13")?.isPad == true)
    #expect(Device.default.isPad == false)
  }

  @Test func customSizesWithOptionalScale() {
    #expect(
      Device.named("390x844@3")
        == Device(name: "390x844@3", size: Size(width: 390, height: 844), scale: 3))
    #expect(Device.named("320x480")?.scale == 1)
    #expect(Device.named("320x480@2x")?.scale == 2)
    for bad in ["Nokia", "0x480", "320x", "x", "320x480@9", "99999x10", "-3x4"] {
      #expect(Device.named(bad) == nil, "\(bad)")
    }
  }

  @Test func everyPresetIsPlausible() {
    for d in Device.presets {
      #expect(d.size.width > 300 && d.size.height > d.size.width)
      #expect([2.0, 3.0].contains(d.scale))
    }
    #expect(Set(Device.presets.map(\.name)).count == Device.presets.count)
  }
}
