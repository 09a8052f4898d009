// Detached houses in a garden with wooded hills behind: 1-3 single-family houses (pitched roof), 4-6 villas
// (4-5 flat-roofed cubes with timber, 6 hip-roofed Cottage villa), 7 house for sale (blog), 8 insulated facade (blog).
#include "common.inc"

#declare S0 = seed(Variant * 17 + Alt * 211);
#declare Kind = (Variant <= 3 | Variant = 7 ? 0 : (Variant = 6 ? 2 : 1));
#switch (Variant)
  #case (1) #declare SunAz = 215; #declare SunEl = 40; #declare WallC = <0.92, 0.91, 0.88>; #declare RoofC = <0.3, 0.3, 0.31>; #break
  #case (2) #declare SunAz = 140; #declare SunEl = 26; #declare WallC = <0.9, 0.86, 0.78>; #declare RoofC = <0.45, 0.3, 0.25>; #break
  #case (3) #declare SunAz = 240; #declare SunEl = 20; #declare WallC = <0.85, 0.85, 0.83>; #declare RoofC = <0.22, 0.22, 0.23>; #break
  #case (4) #declare SunAz = 220; #declare SunEl = 38; #declare WallC = <0.93, 0.92, 0.9>; #declare RoofC = <0.3, 0.3, 0.3>; #break
  #case (5) #declare SunAz = 135; #declare SunEl = 22; #declare WallC = <0.82, 0.81, 0.78>; #declare RoofC = <0.3, 0.3, 0.3>; #break
  #case (6) #declare SunAz = 210; #declare SunEl = 34; #declare WallC = <0.9, 0.84, 0.72>; #declare RoofC = <0.42, 0.28, 0.23>; #break
  #case (7) #declare SunAz = 230; #declare SunEl = 30; #declare WallC = <0.9, 0.88, 0.84>; #declare RoofC = <0.36, 0.27, 0.24>; #break
  #else #declare SunAz = 200; #declare SunEl = 44; #declare WallC = <0.93, 0.92, 0.89>; #declare RoofC = <0.25, 0.25, 0.26>; #declare Kind = 0;
#end
// a further picture (Alt > 0) has its own wall and roof colours
#if (Alt > 0)
  #declare Walls = array[5] { <0.92, 0.91, 0.88>, <0.9, 0.85, 0.76>, <0.86, 0.87, 0.86>, <0.93, 0.88, 0.8>, <0.8, 0.8, 0.78> }
  #declare Roofs = array[4] { <0.3, 0.3, 0.31>, <0.45, 0.3, 0.25>, <0.52, 0.34, 0.26>, <0.22, 0.22, 0.23> }
  #declare WallC = Walls[mod(Alt, 5)];
  #declare RoofC = Roofs[mod(Alt * 3 + Variant, 4)];
#end
Sky(<0.42, 0.58, 0.82>, <0.9, 0.93, 0.96>, 0.65)
Sun(SunAz, SunEl, <1, 0.95, 0.87> * 1.6, 0.5)

#declare T_Wall = T_Render(WallC)
#declare T_Frame = texture { pigment { color rgb <0.22, 0.22, 0.22> } finish { F_Satin } }
#declare T_Larch = texture {
  pigment { gradient x color_map { [0 color rgb <0.42, 0.33, 0.24>] [0.9 color rgb <0.5, 0.4, 0.3>] [0.9 color rgb <0.25, 0.2, 0.15>] [1 color rgb <0.25, 0.2, 0.15>] } scale 0.12 }
  finish { ambient 0 diffuse 0.7 }
}

#macro Win(X0, X1, Y0, Y1, Z)
  // opening in a wall facing -z, frame and glass set 0.12 back
  box { <X0, Y0, Z + 0.1>, <X1, Y1, Z + 0.12> texture { T_GlassDark } }
  difference {
    box { <X0, Y0, Z + 0.08>, <X1, Y1, Z + 0.12> }
    box { <X0 + 0.07, Y0 + 0.07, Z>, <X1 - 0.07, Y1 - 0.07, Z + 0.2> }
    texture { T_Frame }
  }
  #if (X1 - X0 > 2)
    box { <(X0 + X1) / 2 - 0.035, Y0, Z + 0.08>, <(X0 + X1) / 2 + 0.035, Y1, Z + 0.12> texture { T_Frame } }
  #end
  box { <X0 - 0.05, Y0 - 0.05, Z - 0.06>, <X1 + 0.05, Y0, Z + 0.1> texture { T_Steel } }
#end

// ---------- the house, front (garden side) facing -z ----------
#switch (Kind)
  #case (0)
    // 11 x 8 m, two storeys, gable roof with the ridge along x
    #declare HW = 11; #declare HD = 8; #declare HH = 5.8;
    difference {
      box { <0, 0, 0>, <HW, HH, HD> }
      box { <1, 0.05, -0.1>, <4.6, 2.5, 0.12> }
      box { <6, 0.9, -0.1>, <7.6, 2.5, 0.12> }
      box { <8.6, 0.05, -0.1>, <10.2, 2.5, 0.12> }
      box { <1, 3.4, -0.1>, <2.6, 5.0, 0.12> }
      box { <4, 3.4, -0.1>, <5.6, 5.0, 0.12> }
      box { <7.5, 3.4, -0.1>, <9.5, 5.0, 0.12> }
      texture { T_Wall }
    }
    Win(1, 4.6, 0.05, 2.5, 0) Win(6, 7.6, 0.9, 2.5, 0) Win(8.6, 10.2, 0.05, 2.5, 0)
    Win(1, 2.6, 3.4, 5.0, 0) Win(4, 5.6, 3.4, 5.0, 0) Win(7.5, 9.5, 3.4, 5.0, 0)
    // roof 38 degrees with overhang
    // a roof slab 0.3 m thick, so the gable ends show the wall, not a solid block of tiles
    difference {
      intersection {
        box { <-0.5, HH, -0.8>, <HW + 0.5, HH + 6, HD + 0.8> }
        plane { <0, cos(radians(38)), -sin(radians(38))>, HH * cos(radians(38)) + 0.8 * sin(radians(38)) }
        plane { <0, cos(radians(38)), sin(radians(38))>, HH * cos(radians(38)) + (HD + 0.8) * sin(radians(38)) }
      }
      intersection {
        box { <-1, HH - 1, -2>, <HW + 1, HH + 6, HD + 2> }
        plane { <0, cos(radians(38)), -sin(radians(38))>, HH * cos(radians(38)) + 0.8 * sin(radians(38)) - 0.3 }
        plane { <0, cos(radians(38)), sin(radians(38))>, HH * cos(radians(38)) + (HD + 0.8) * sin(radians(38)) - 0.3 }
      }
      texture { pigment { gradient y color_map { [0 color rgb RoofC * 0.8] [0.15 color rgb RoofC * 0.8] [0.15 color rgb RoofC] [1 color rgb RoofC] } scale 0.32 } finish { ambient 0 diffuse 0.65 specular 0.1 } }
    }
    // gable wall
    intersection {
      box { <0, HH, 0>, <HW, HH + 5, HD> }
      plane { <0, cos(radians(38)), -sin(radians(38))>, HH * cos(radians(38)) }
      plane { <0, cos(radians(38)), sin(radians(38))>, HH * cos(radians(38)) + HD * sin(radians(38)) }
      texture { T_Wall }
    }
    // covered terrace with timber deck and pergola
    box { <-0.2, 0, -3.5>, <6, 0.12, 0> texture { T_Oak(0.75, 3) } }
    union {
      #local K = 0;
      #while (K < 3)
        box { <K * 2.9, 0.12, -3.5>, <K * 2.9 + 0.12, 2.7, -3.38> }
        #local K = K + 1;
      #end
      box { <-0.2, 2.7, -3.6>, <6, 2.85, -3.3> }
      #local K = 0;
      #while (K < 10)
        box { <-0.2 + K * 0.6, 2.75, -3.5>, <-0.1 + K * 0.6, 2.9, 0> }
        #local K = K + 1;
      #end
      texture { T_Frame }
    }
    #if (Variant != 8)
      // a dining table on the terrace
      box { <1.5, 0.85, -2.4>, <3.5, 0.89, -1.5> texture { T_Oak(0.8, 4) } }
      box { <1.6, 0.12, -2.3>, <3.4, 0.85, -2.28> texture { T_Frame } }
    #end
  #break
  #case (1)
    // two offset cubes, flat roofs, timber-clad upper storey
    #declare HW = 14; #declare HD = 9; #declare HH = 6.4;
    difference {
      box { <0, 0, 0>, <HW, 3.1, HD> }
      box { <0.8, 0.05, -0.1>, <8.5, 2.8, 0.12> }
      box { <10, 0.9, -0.1>, <12.5, 2.8, 0.12> }
      texture { T_Wall }
    }
    Win(0.8, 4.6, 0.05, 2.8, 0) Win(4.6, 8.5, 0.05, 2.8, 0) Win(10, 12.5, 0.9, 2.8, 0)
    difference {
      box { <4, 3.1, -1.5>, <HW + 1, HH, HD - 1> }
      box { <5, 3.5, -1.6>, <9, 5.9, -1.38> }
      box { <10.5, 3.5, -1.6>, <14, 5.9, -1.38> }
      texture { #if (Variant = 4) T_Larch #else T_Render(WallC * 0.75) #end }
    }
    Win(5, 9, 3.5, 5.9, -1.5) Win(10.5, 14, 3.5, 5.9, -1.5)
    box { <3.9, HH, -1.6>, <HW + 1.1, HH + 0.25, HD - 0.9> texture { T_Render(<0.9, 0.9, 0.88>) } }
    box { <-0.1, 3.1, -0.1>, <4, 3.35, HD + 0.1> texture { T_Render(<0.9, 0.9, 0.88>) } }
    // stone terrace and a pool
    box { <-1, 0, -7>, <13, 0.1, 0> texture { T_Tiles(<0.72, 0.7, 0.66>, 0.8) } }
    difference {
      box { <2, -1.5, -6.2>, <11, 0.101, -3.2> }
      box { <2.2, -1.4, -6.0>, <10.8, 0.2, -3.4> }
      texture { T_Stone(<0.75, 0.73, 0.7>) }
    }
    box { <2.2, -1.4, -6.0>, <10.8, 0.0, -3.4> texture { pigment { color rgbf <0.55, 0.68, 0.68, 0.6> } finish { ambient 0 diffuse 0.2 reflection { 0.1 0.7 fresnel on } specular 0.6 roughness 0.003 } normal { bumps 0.1 scale 0.4 } } interior { ior 1.33 } }
  #break
  #else
    // Cottage villa: hip roof, cream render, tall windows with surrounds
    #declare HW = 12; #declare HD = 10; #declare HH = 7;
    difference {
      box { <0, 0, 0>, <HW, HH, HD> }
      #local K = 0;
      #while (K < 4)
        box { <1.2 + K * 2.7, 0.8, -0.1>, <2.5 + K * 2.7, 3.1, 0.12> }
        box { <1.2 + K * 2.7, 4.2, -0.1>, <2.5 + K * 2.7, 6.2, 0.12> }
        #local K = K + 1;
      #end
      texture { T_Wall }
    }
    #local K = 0;
    #while (K < 4)
      Win(1.2 + K * 2.7, 2.5 + K * 2.7, 0.8, 3.1, 0)
      Win(1.2 + K * 2.7, 2.5 + K * 2.7, 4.2, 6.2, 0)
      box { <1.05 + K * 2.7, 3.1, -0.15>, <2.65 + K * 2.7, 3.3, 0> texture { T_Render(WallC * 1.04) } }
      box { <1.05 + K * 2.7, 6.2, -0.15>, <2.65 + K * 2.7, 6.4, 0> texture { T_Render(WallC * 1.04) } }
      #local K = K + 1;
    #end
    box { <-0.05, 3.6, -0.12>, <HW + 0.05, 3.8, HD + 0.05> texture { T_Render(WallC * 1.04) } }
    box { <-0.3, HH - 0.2, -0.4>, <HW + 0.3, HH, HD + 0.4> texture { T_Render(WallC * 1.04) } }
    intersection {
      box { <-0.6, HH, -0.6>, <HW + 0.6, HH + 6, HD + 0.6> }
      plane { <0, cos(radians(40)), -sin(radians(40))>, HH * cos(radians(40)) + 0.6 * sin(radians(40)) }
      plane { <0, cos(radians(40)), sin(radians(40))>, HH * cos(radians(40)) + (HD + 0.6) * sin(radians(40)) }
      plane { <-sin(radians(40)), cos(radians(40)), 0>, HH * cos(radians(40)) + 0.6 * sin(radians(40)) }
      plane { <sin(radians(40)), cos(radians(40)), 0>, HH * cos(radians(40)) + (HW + 0.6) * sin(radians(40)) }
      texture { pigment { gradient y color_map { [0 color rgb RoofC * 0.8] [0.15 color rgb RoofC * 0.8] [0.15 color rgb RoofC] [1 color rgb RoofC] } scale 0.3 } finish { ambient 0 diffuse 0.65 } }
    }
    // chimney
    box { <8, HH + 2, 6>, <8.7, HH + 4.6, 6.7> texture { T_Render(WallC * 0.95) } }
    // garden steps
    box { <4.5, 0, -2>, <7.5, 0.3, 0> texture { T_Stone(<0.7, 0.68, 0.64>) } }
#end

// ---------- garden and landscape ----------
plane { y, 0 texture { T_Grass } }
// gravel path
box { <HW * 0.5 - 0.8, 0, -30>, <HW * 0.5 + 0.8, 0.02, -2> texture { T_Stone(<0.66, 0.63, 0.58>) } }
// hedge along the plot boundary
box { <-12, 0, -24>, <-11, 1.6, 20> texture { T_Leaf(<0.22, 0.29, 0.16>) } }
box { <HW + 11, 0, -24>, <HW + 12, 1.6, 20> texture { T_Leaf(<0.22, 0.29, 0.16>) } }
#declare K = 0;
#while (K < 6)
  Shrub(<-1 + K * 2.6, 0, -1.0 - rand(S0) * 0.8>, 0.5 + rand(S0) * 0.3, <0.26, 0.32, 0.18>, 60 + K)
  #declare K = K + 1;
#end
Tree(<-7, 0, -6>, 10, 7, <0.28, 0.35, 0.19>, 500 + Variant)
Tree(<HW + 6, 0, 3>, 12, 8, <0.3, 0.36, 0.2>, 520 + Variant)
Tree(<-9, 0, 10>, 13, 8, <0.27, 0.33, 0.18>, 540 + Variant)
Tree(<HW + 13, 0, -3>, 8, 6, <0.3, 0.35, 0.2>, 560 + Variant)
// neighbours' trees and the Wienerwald: wooded hills
#declare K = 0;
#while (K < 14)
  Tree(<-40 + K * 7 + rand(S0) * 3, 0, 22 + rand(S0) * 12>, 11 + rand(S0) * 6, 8, <0.26, 0.32, 0.18>, 600 + K)
  #declare K = K + 1;
#end
Hills(90, 60)

#switch (Variant)
  #case (1) camera { right x * image_width / image_height location <-8, 1.7, -24> look_at <6, 4, 0> angle 55 CamMove(<6, 4, 0>, 50, 6) } #break
  #case (2) camera { right x * image_width / image_height location <22, 1.7, -20> look_at <5, 4, 0> angle 55 CamMove(<5, 4, 0>, 50, 6) } #break
  #case (3) camera { right x * image_width / image_height location <3, 1.6, -18> look_at <5.5, 4, 0> angle 58 CamMove(<5.5, 4, 0>, 50, 6) } #break
  #case (4) camera { right x * image_width / image_height location <-6, 1.7, -20> look_at <7, 3.5, 0> angle 58 CamMove(<7, 3.5, 0>, 50, 6) } #break
  #case (5) camera { right x * image_width / image_height location <24, 1.7, -16> look_at <7, 3.4, 0> angle 58 CamMove(<7, 3.4, 0>, 50, 6) } #break
  #case (6) camera { right x * image_width / image_height location <-5, 1.7, -22> look_at <6, 5, 0> angle 56 CamMove(<6, 5, 0>, 50, 6) } #break
  #case (7) camera { right x * image_width / image_height location <14, 1.7, -22> look_at <5, 4.5, 0> angle 52 CamMove(<5, 4.5, 0>, 50, 6) } #break
  #else camera { right x * image_width / image_height location <-4, 1.6, -10> look_at <4, 4.2, 0> angle 60 CamMove(<4, 4.2, 0>, 50, 6) }
#end
Haze(2200, <0.82, 0.86, 0.9>)
