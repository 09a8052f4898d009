// Close-ups on a table in an Altbau room: 1 papers, keys and a pen (blog kaufnebenkosten),
// 2 a set of keys on a folder by the window (blog bestellerprinzip).
#declare Altbau = 1; #declare RoomW = 5.5; #declare RoomD = 6; #declare RoomH = 3.4; #declare WinN = 2;
#declare SunAz = (Variant = 1 ? -60 : -100); #declare SunEl = 30; #declare DoorX = 3.5;
#include "room.inc"
Cornice()
DoubleDoor(DoorX, 0)

#declare TX = 2.0; #declare TZ = 2.6;
union { Table(2.0, 1.0, 0.95) rotate <0, 90, 0> translate <TX, 0, TZ> }
union { Chair(0.9, <0.8, 0.77, 0.72>) rotate <0, 90, 0> translate <TX - 0.65, 0, TZ - 0.4> }
union { Chair(0.9, <0.8, 0.77, 0.72>) rotate <0, -90, 0> translate <TX + 0.65, 0, TZ + 0.4> }

#macro Key(Rot)
  union {
    difference { cylinder { <0, 0, 0>, <0, 0.003, 0>, 0.014 } cylinder { <0, -1, 0>, <0, 1, 0>, 0.005 } }
    box { <0.012, 0, -0.004>, <0.06, 0.003, 0.004> }
    box { <0.04, 0, -0.004>, <0.06, 0.003, -0.01> }
    box { <0.05, 0, 0.004>, <0.056, 0.003, 0.009> }
    texture { T_Brass }
    translate <0.02, 0, 0> rotate <0, Rot, 0>
  }
#end
#macro KeyRing()
  torus { 0.018, 0.0015 texture { T_Steel } translate <0, 0.002, 0> }
  object { Key(10) translate <0.018, 0.0, 0> }
  object { Key(60) translate <0.012, 0.004, 0.012> }
  object { Key(-40) translate <0.014, 0.008, -0.01> texture { T_Steel } }
  // a leather fob
  box { <-0.07, 0, -0.012>, <-0.02, 0.004, 0.012> texture { pigment { color rgb <0.32, 0.22, 0.15> } finish { F_Satin } } }
#end

#declare Y = 0.76;
#if (Variant = 1)
  union {
    object { Paper(8) translate <0, 0.0, 0> }
    object { Paper(-5) translate <0.03, 0.0015, 0.02> }
    object { Paper(20) translate <0.25, 0, -0.1> }
    // printed lines suggested by faint grey bands
    #local K = 0;
    #while (K < 14)
      box { <-0.08, 0.0026, 0.12 - K * 0.016>, <0.08 - mod(K * 37, 5) * 0.01, 0.0027, 0.124 - K * 0.016> rotate <0, -5, 0> translate <0.03, 0.0, 0.02> texture { pigment { color rgb 0.72 } finish { ambient 0 diffuse 0.8 } } }
      #local K = K + 1;
    #end
    union { KeyRing() rotate <0, 30, 0> translate <-0.2, 0, 0.08> }
    // pen
    union {
      cylinder { <0, 0.005, 0>, <0.14, 0.005, 0>, 0.005 texture { T_DarkMetal } }
      cone { <0.14, 0.005, 0>, 0.005, <0.155, 0.005, 0>, 0.001 texture { T_Brass } }
      rotate <0, -35, 0> translate <0.12, 0.002, 0.05>
    }
    // coffee cup
    union {
      difference { cylinder { <0, 0, 0>, <0, 0.08, 0>, 0.04 } cylinder { <0, 0.008, 0>, <0, 0.09, 0>, 0.035 } }
      torus { 0.02, 0.005 rotate <90, 0, 0> translate <0.045, 0.045, 0> }
      cylinder { <0, 0, 0>, <0, 0.006, 0>, 0.07 }
      texture { pigment { color rgb <0.93, 0.92, 0.9> } finish { F_Gloss } }
      translate <-0.3, 0, -0.2>
    }
    cylinder { <-0.3, 0.06, -0.2>, <-0.3, 0.062, -0.2>, 0.035 texture { pigment { color rgb <0.18, 0.1, 0.06> } finish { F_Gloss } } }
    // glasses
    union {
      torus { 0.025, 0.0025 scale <1.2, 1, 1> translate <-0.03, 0.003, 0> }
      torus { 0.025, 0.0025 scale <1.2, 1, 1> translate <0.03, 0.003, 0> }
      texture { T_DarkMetal }
      rotate <0, 20, 0> translate <0.32, 0, 0.18>
    }
    translate <TX, Y, TZ>
  }
  camera { right x * image_width / image_height location <TX + 0.55, Y + 0.55, TZ - 0.7> look_at <TX - 0.05, Y, TZ> angle 50 CamMove(<TX - 0.05, Y, TZ>, 0, 0) }
#else
  union {
    // folder
    box { <-0.16, 0, -0.115>, <0.16, 0.018, 0.115> texture { pigment { color rgb <0.55, 0.53, 0.48> } finish { F_Satin } } rotate <0, 12, 0> }
    object { Paper(12) translate <0.02, 0.019, 0> }
    union { KeyRing() scale 1.1 rotate <0, -20, 0> translate <0.05, 0.02, -0.02> }
    union { Laptop() rotate <0, -15, 0> translate <-0.45, 0, 0.15> }
    union { Bowl(<0.86, 0.84, 0.8>) scale 0.8 translate <0.5, 0, 0.25> }
    translate <TX, Y, TZ>
  }
  camera { right x * image_width / image_height location <TX + 0.9, Y + 0.45, TZ - 0.55> look_at <TX, Y + 0.05, TZ + 0.05> angle 46 CamMove(<TX, Y + 0.05, TZ + 0.05>, 0, 0) }
#end
